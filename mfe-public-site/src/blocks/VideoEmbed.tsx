import { analyticsConsent, videoEmbedUrl } from '@portal/shared-domain';
import { CONSENT_ON_SERVER, useBrowserState } from '../browser-state';
import { ConsentPlaceholder } from '../consent/ConsentPlaceholder';
import styles from './blocks.module.css';

/**
 * The one place a video of the video-hosting service is embedded (privacy-enhanced host, no
 * cookies before playing). Before the visitor's consent (spec 00 §2.5) a placeholder stands in
 * its place and nothing of the service is requested.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const consent = useBrowserState(analyticsConsent, CONSENT_ON_SERVER);
  return (
    <div className={styles.video}>
      {consent === 'accepted' ? (
        <iframe
          src={videoEmbedUrl(id)}
          title={title}
          width={1280}
          height={720}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <ConsentPlaceholder kind="video" />
      )}
    </div>
  );
}

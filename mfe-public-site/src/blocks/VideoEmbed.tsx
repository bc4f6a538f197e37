import { videoEmbedUrl } from '@portal/shared-domain';
import styles from './blocks.module.css';

/**
 * The one place a video of the video-hosting service is embedded (privacy-enhanced host, no
 * cookies before playing), so the consent banner can gate every embed here.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  return (
    <div className={styles.video}>
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
    </div>
  );
}

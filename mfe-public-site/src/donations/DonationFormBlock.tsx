import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DonationFormBlock as DonationFormBlockData } from '@portal/shared-domain';
import { useGetDonationConfigQuery } from '@portal/shared-ui/data';
import { BlockSection } from '../blocks/BlockSection';
import { RichText } from '../page/RichText';
import { useSiteLocation } from '../site-location';
import { messages } from './messages';
import { isMobileDevice, loadDonationWidget } from './widget-loader';
import styles from './donations.module.css';

type WidgetState = 'loading' | 'ready' | 'unavailable';

/**
 * A donation page's form (issue 15): the provider chosen by configuration (`GET
 * donations/config`) renders its widget into this block. The script is loaded once per page;
 * the widget gets the block's variant and campaign, the language, and whether the device is
 * mobile (TWINT). Without a provider, or when the script fails, the block says donations are
 * not available instead of leaving an empty space.
 */
export function DonationFormBlock({ block }: { block: DonationFormBlockData }) {
  const intl = useIntl();
  const { lang } = useSiteLocation();
  const config = useGetDonationConfigQuery();
  const host = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<WidgetState>('loading');
  const provider = config.data?.provider ?? null;
  const script = config.data?.widgetScript ?? null;

  useEffect(() => {
    if (!config.data) return;
    if (!provider || !script) {
      setWidget('unavailable');
      return;
    }
    let cancelled = false;
    let mounted: unknown;
    setWidget('loading');
    loadDonationWidget(script)
      .then((api) => {
        if (cancelled || !host.current) return;
        mounted = api.mount(host.current, {
          variant: block.variant,
          campaign: block.campaign,
          lang,
          publicKey: config.data?.publicKey ?? null,
          testMode: config.data?.testMode ?? false,
          mobile: isMobileDevice(),
        });
        setWidget('ready');
      })
      .catch(() => !cancelled && setWidget('unavailable'));
    return () => {
      cancelled = true;
      // A widget may hand back a handle to take it down (the local double does).
      const handle = mounted as { unmount?: () => void } | undefined;
      if (typeof handle?.unmount === 'function') handle.unmount();
    };
  }, [config.data, provider, script, block.variant, block.campaign, lang]);

  const state: WidgetState = config.isError ? 'unavailable' : widget;
  return (
    <BlockSection id={block.id} title={block.title} className={styles.donationForm}>
      {block.text && <RichText html={block.text} />}
      {state === 'loading' && (
        <p className={styles.note} role="status">
          {intl.formatMessage(messages.formLoading)}
        </p>
      )}
      {state === 'unavailable' && (
        <p className={styles.unavailable} role="status">
          {intl.formatMessage(messages.formUnavailable)}
        </p>
      )}
      {/* The provider's widget renders in here; hidden until it has. */}
      <div ref={host} className={styles.widget} data-variant={block.variant} role="group" aria-label={intl.formatMessage(messages.formLabel)} hidden={state !== 'ready'} />
    </BlockSection>
  );
}

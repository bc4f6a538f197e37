import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { ContentImage } from '@portal/shared-domain';
import { formBlockMessages as m } from './messages';
import styles from './forms.module.css';

/**
 * The collection box's picture full-screen (spec 00 §2.10): a modal dialog named by the box,
 * closed by its close button or Escape; the page behind neither scrolls nor takes focus, and focus
 * goes back to the button that opened it.
 */
export function ImageModal({ image, name, onClose }: { image: ContentImage; name: string; onClose: () => void }) {
  const intl = useIntl();
  const titleId = `image-modal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const close = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const container = close.current?.closest<HTMLElement>('[data-modal-root]') ?? null;
    const made: HTMLElement[] = [];
    Array.from(document.body.children).forEach((child) => {
      if (child instanceof HTMLElement && child !== container && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        made.push(child);
      }
    });
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      made.forEach((child) => child.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.imageModal} data-modal-root="" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.imageModalBar}>
        <h2 id={titleId} className={styles.imageModalTitle}>
          {name}
        </h2>
        {/* The only control: Tab stays on it, which is the dialog's whole focus trap. */}
        <button
          ref={close}
          type="button"
          className={styles.imageModalClose}
          onClick={onClose}
          onKeyDown={(event) => event.key === 'Tab' && event.preventDefault()}
        >
          {intl.formatMessage(m.close)}
        </button>
      </div>
      <img className={styles.imageModalImage} src={image.permalink} alt={image.alt || name} />
    </div>,
    document.body,
  );
}

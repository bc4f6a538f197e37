import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { fieldMessages } from './messages';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. 'Weiter', 'Kontakt'). */
  actions?: ReactNode;
  /** 'success' and 'failure' add a coloured accent (quick-check results). */
  tone?: 'neutral' | 'success' | 'failure';
  /** alertdialog for results that need a decision; dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × close button (Escape still closes). */
  hideCloseButton?: boolean;
  /** Element to focus on open; default: the dialog's heading. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Modal dialog: role=dialog, aria-modal, labelled by its heading and described by its body; focus
 * moves into it, Tab and Shift+Tab stay inside, Escape closes, and focus returns to the element
 * that opened it. The rest of the page is made inert while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  tone = 'neutral',
  role = 'dialog',
  hideCloseButton,
  initialFocus,
}: ModalProps) {
  const intl = useIntl();
  const reactId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `modal-title-${reactId}`;
  const bodyId = `modal-body-${reactId}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Remember the opener, move focus in, make the page behind inert; undo all of it on close.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialogRef.current?.closest<HTMLElement>('[data-modal-root]') ?? null;
    const made: HTMLElement[] = [];
    Array.from(document.body.children).forEach((child) => {
      if (child instanceof HTMLElement && child !== container && !child.hasAttribute('inert') && !child.contains(container)) {
        child.setAttribute('inert', '');
        child.setAttribute('aria-hidden', 'true');
        made.push(child);
      }
    });
    (initialFocus?.current ?? headingRef.current)?.focus();
    return () => {
      made.forEach((child) => {
        child.removeAttribute('inert');
        child.removeAttribute('aria-hidden');
      });
      if (opener && opener.isConnected) opener.focus();
    };
    // initialFocus is read once on open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;

  const trap = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      headingRef.current?.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === headingRef.current || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-modal-root="" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className={[styles.dialog, styles[tone]].join(' ')}
        onKeyDown={trap}
      >
        <div className={styles.header}>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={intl.formatMessage(fieldMessages.dialogClose)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

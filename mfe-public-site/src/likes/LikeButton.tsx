import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { LikeKind, LikeState } from '@portal/shared-domain/api';
import { useGetLikesQuery, useSetLikedMutation } from '@portal/shared-ui/data';
import styles from './LikeButton.module.css';

const messages = defineMessages({
  like: { id: 'public-site.likes.like', defaultMessage: 'Gefällt mir' },
  count: {
    id: 'public-site.likes.count',
    defaultMessage: '{count, plural, =0 {Noch niemandem gefällt das} one {# Person gefällt das} other {# Personen gefällt das}}',
  },
  failed: {
    id: 'public-site.likes.failed',
    defaultMessage: 'Ihr «Gefällt mir» konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  },
});

/**
 * The heart button of a journal entry or track (issue 15): a toggle (aria-pressed) named
 * 'Gefällt mir', the count beside it. A click shows its change at once and then the server's
 * answer; a refused change (network, 429) goes back and says so. Items the server does not
 * know (a draft in preview) get no button.
 */
export function LikeButton({ kind, id, className }: { kind: LikeKind; id: string; className?: string }) {
  const intl = useIntl();
  const countId = useId();
  const { data, isLoading, isError } = useGetLikesQuery({ kind, id });
  const [setLiked, { isLoading: saving }] = useSetLikedMutation();
  // The state shown: the click's expected outcome until the server answers, then the answer.
  const [shown, setShown] = useState<LikeState | null>(null);
  const [failed, setFailed] = useState(false);

  if (isError && !shown) return null;
  const state = shown ?? data;

  const toggle = async () => {
    if (!state || saving) return;
    const liked = !state.liked;
    const before = state;
    setFailed(false);
    setShown({ liked, count: Math.max(0, state.count + (liked ? 1 : -1)) });
    try {
      setShown(await setLiked({ kind, id, liked }).unwrap());
    } catch {
      setShown(before);
      setFailed(true);
    }
  };

  return (
    <div className={[styles.like, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={state?.liked ?? false}
        aria-describedby={state ? countId : undefined}
        aria-busy={isLoading || saving}
        disabled={isLoading}
        onClick={toggle}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.7 1.2 4.6 2.7h1.6c.9-1.5 2.5-2.7 4.6-2.7 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className={styles.visuallyHidden}>{intl.formatMessage(messages.like)}</span>
      </button>
      {state && (
        <span id={countId} className={styles.count}>
          <span aria-hidden="true">{intl.formatNumber(state.count)}</span>
          <span className={styles.visuallyHidden}>{intl.formatMessage(messages.count, { count: state.count })}</span>
        </span>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {intl.formatMessage(messages.failed)}
        </p>
      )}
    </div>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PageProps } from './RemoteRoutes';
import styles from './create-remote.module.css';

const messages = defineMessages({
  loading: { id: 'shared-ui.lazy-page.loading', defaultMessage: 'Die Seite wird geladen…' },
});

/** What a page shows while its code downloads: a polite, announced status. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      {intl.formatMessage(messages.loading)}
    </p>
  );
}

/**
 * A route's screen whose code is downloaded when the route is first shown (React.lazy), so a
 * remote's page map does not pull every stage's code into its first chunk. While it loads the
 * page shows an announced loading status.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPage(props: PageProps) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

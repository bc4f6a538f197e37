import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Lang } from '@portal/shared-domain';
import { useLang } from '../app/hooks';

export type Messages = Record<string, unknown>;
export type MessageLoader = (lang: Exclude<Lang, 'de'>) => Promise<{ default: Messages } | Messages>;

/** shared-ui's own compiled catalogs; German is the source language and renders from defaultMessage. */
const loadSharedUiMessages: MessageLoader = (lang) => import(`../i18n/compiled/${lang}.json`);

function unwrap(module: { default: Messages } | Messages): Messages {
  return (module as { default?: Messages }).default ?? (module as Messages);
}

/**
 * react-intl for one project: German needs no catalog (the source strings are the defaults),
 * French and Italian catalogs are fetched on demand so a German page loads no translations.
 * A French or Italian page renders only once its catalog is there (never a flash of German);
 * on a later switch the previous language stays until the new catalog has arrived.
 */
export function PortalIntlProvider({ load, children }: { load: MessageLoader; children: ReactNode }) {
  const lang = useLang();
  const [loaded, setLoaded] = useState<{ lang: Lang; messages: Messages } | null>(lang === 'de' ? { lang, messages: {} } : null);

  useEffect(() => {
    if (lang === 'de') {
      setLoaded({ lang, messages: {} });
      return;
    }
    let live = true;
    Promise.all([loadSharedUiMessages(lang), load(lang)])
      .then(([shared, own]) => {
        if (live) setLoaded({ lang, messages: { ...unwrap(shared), ...unwrap(own) } });
      })
      .catch((error) => {
        // Without its catalog the page still works, in German.
        console.error(`[i18n] the ${lang} catalog could not be loaded:`, error);
        if (live) setLoaded({ lang: 'de', messages: {} });
      });
    return () => {
      live = false;
    };
  }, [lang, load]);

  if (!loaded) return null;
  return (
    <IntlProvider
      locale={loaded.lang}
      defaultLocale="de"
      messages={loaded.messages as Record<string, string>}
      onError={(error) => {
        // German renders from defaultMessage by design; anything else is a real problem.
        if (error.code === 'MISSING_TRANSLATION' && loaded.lang === 'de') return;
        console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}

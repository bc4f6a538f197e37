import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Lang } from '@portal/shared-domain';
import { useLang } from '../app/hooks';

export type Messages = Record<string, unknown>;
export type MessageLoader = (lang: Exclude<Lang, 'de'>) => Promise<{ default: Messages } | Messages>;

/** shared-ui's own compiled catalogs; German is the source language and renders from defaultMessage. */
const loadSharedUiMessages: MessageLoader = (lang) => import(`../i18n/compiled/${lang}.json`);

function unwrap(module: { default: Messages } | Messages): Messages {
  return (module as { default?: Messages }).default ?? (module as Messages);
}

/** A language with its merged catalogs (shared-ui's and the project's). */
export interface LoadedMessages {
  lang: Lang;
  messages: Messages;
}

/** Both catalogs of a language, merged; German needs none. */
export async function loadCatalogs(lang: Lang, load: MessageLoader): Promise<LoadedMessages> {
  if (lang === 'de') return { lang, messages: {} };
  const [shared, own] = await Promise.all([loadSharedUiMessages(lang), load(lang)]);
  return { lang, messages: { ...unwrap(shared), ...unwrap(own) } };
}

/**
 * react-intl for one project: German needs no catalog (the source strings are the defaults),
 * French and Italian catalogs are fetched on demand so a German page loads no translations.
 * A French or Italian page renders only once its catalog is there (never a flash of German);
 * on a later switch the previous language stays until the new catalog has arrived.
 */
export function PortalIntlProvider({ load, initial, children }: { load: MessageLoader; initial?: LoadedMessages; children: ReactNode }) {
  const lang = useLang();
  // `initial`: the catalogs a server-rendered page was rendered with, so hydration's first render
  // equals the server's instead of rendering nothing while they load.
  const [loaded, setLoaded] = useState<LoadedMessages | null>(
    initial?.lang === lang ? initial : lang === 'de' ? { lang, messages: {} } : null,
  );

  useEffect(() => {
    if (lang === 'de') {
      // The same object when German is already there: a new one would re-render the whole tree,
      // and a server-rendered part still hydrating (waiting for its code) would be rendered anew.
      setLoaded((current) => (current?.lang === 'de' ? current : { lang, messages: {} }));
      return;
    }
    if (initial?.lang === lang) {
      setLoaded(initial);
      return;
    }
    let live = true;
    loadCatalogs(lang, load)
      .then((next) => {
        if (live) setLoaded(next);
      })
      .catch((error) => {
        // Without its catalog the page still works, in German.
        console.error(`[i18n] the ${lang} catalog could not be loaded:`, error);
        if (live) setLoaded({ lang: 'de', messages: {} });
      });
    return () => {
      live = false;
    };
  }, [lang, load, initial]);

  // One handler per language: IntlProvider creates its intl object anew whenever a prop changes
  // (checking the locale with Intl's supportedLocalesOf, costly on a phone) and every useIntl()
  // below renders again; a new handler each time the parent renders would do that on every
  // route change and session answer.
  const loadedLang = loaded?.lang;
  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      // German renders from defaultMessage by design; anything else is a real problem.
      if (error.code === 'MISSING_TRANSLATION' && loadedLang === 'de') return;
      console.error(error);
    },
    [loadedLang],
  );

  if (!loaded) return null;
  return (
    <IntlProvider
      locale={loaded.lang}
      defaultLocale="de"
      messages={loaded.messages as Record<string, string>}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { LANGUAGES, navigateToPath, rememberLang, splitLangPrefix, withLangPrefix, type Lang } from '@portal/shared-domain';
import { useLang } from '@portal/shared-ui';
import styles from './Shell.module.css';

const messages = defineMessages({
  nav: { id: 'shell.language.nav', defaultMessage: 'Sprache' },
  de: { id: 'shell.language.switch-de', defaultMessage: 'Sprache wechseln zu Deutsch' },
  fr: { id: 'shell.language.switch-fr', defaultMessage: 'Sprache wechseln zu Französisch' },
  it: { id: 'shell.language.switch-it', defaultMessage: 'Sprache wechseln zu Italienisch' },
});

/** Where the visitor is: `location`, or the URL the server renders for. */
export type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The same page in another language: only the prefix changes, query and hash stay. */
export function pathInLanguage(lang: Lang, { pathname, search, hash }: Here): string {
  return withLangPrefix(splitLangPrefix(pathname).path, lang) + search + hash;
}

/**
 * Lists the other languages with accessible labels; switching keeps the current page. The
 * accessible name starts with the visible code ("FR – Sprache wechseln zu Französisch"), so people
 * who speak or see "FR" find the link (WCAG 2.5.3 Label in Name). `here`: the page's URL where
 * there is no `location` (the server's render of the header).
 */
export function LanguageSwitcher({ here }: { here?: Here }) {
  const intl = useIntl();
  const lang = useLang();
  const page = here ?? location;
  return (
    <nav aria-label={intl.formatMessage(messages.nav)} className={styles.languages}>
      <ul>
        {LANGUAGES.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a
              href={pathInLanguage(other, page)}
              hrefLang={other}
              aria-label={`${other.toUpperCase()} – ${intl.formatMessage(messages[other])}`}
              onClick={(event) => {
                event.preventDefault();
                rememberLang(other);
                navigateToPath(pathInLanguage(other, location));
              }}
            >
              {other.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

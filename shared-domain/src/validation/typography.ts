/**
 * French punctuation: a no-break space (U+00A0) before ? ! : ; and inside « » (a narrow one,
 * U+202F, is kept where a text has it). Applied wherever a French text is resolved (flow texts,
 * validation messages) and checked on the message catalogs (`npm run i18n:check`), so no French
 * page shows "Total: CHF 0.00" or "…a-t-il eu lieu?".
 *
 * Only punctuation that ends a word is touched: it must be followed by a space, the end, a line
 * break or closing punctuation, so URLs ("https://", "?application=1"), times ("10:30") and ratios
 * stay as they are.
 */
const NBSP = '\u00a0';
const SPACES = '\u00a0\u202f';

const BEFORE_PUNCTUATION = new RegExp(`([^\\s${SPACES}]|^)?( ?)([?!:;]+)(?=$|[\\s)\\]»"*_,.]|\\u00a0|\\u202f)`, 'gu');

export function frenchTypography(text: string): string {
  return text
    .replace(BEFORE_PUNCTUATION, (match, before: string | undefined, space: string, marks: string) => {
      // Nothing before it (start of the text or after a line break): leave it.
      if (before === undefined || before === '') return match;
      return `${before}${NBSP}${marks}`;
    })
    .replace(/«[ \u00a0\u202f]?/gu, (match) => (match.length === 2 && match[1] === '\u202f' ? match : `«${NBSP}`))
    .replace(/[ \u00a0\u202f]?»/gu, (match) => (match.length === 2 && match[0] === '\u202f' ? match : `${NBSP}»`));
}

/**
 * Pre-compiles react-intl's messages in our sources: every defineMessages/formatMessage/
 * <FormattedMessage> defaultMessage becomes its ICU AST at build time (babel-plugin-formatjs,
 * `ast: true`), as the compiled catalogs already are (tools/i18n.mjs, `--ast`). Nothing is left
 * to parse in the browser, so the builds alias the ICU parser to its no-parser variant
 * (create-config.js): ~9 KB gzip less on every page, and no message parsing on the main thread.
 * Only files that mention defaultMessage go through Babel; swc-loader compiles the result.
 */
const babelPass = require('./babel-pass');

module.exports = function formatjsAstLoader(source) {
  if (!source.includes('defaultMessage')) return source;
  // preserveWhitespace: the German texts render exactly as written, as they did when parsed at run time.
  babelPass(this, source, [[require.resolve('babel-plugin-formatjs'), { ast: true, preserveWhitespace: true }]]);
};

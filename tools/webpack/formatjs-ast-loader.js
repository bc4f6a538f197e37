/**
 * Pre-compiles react-intl's messages in our sources: every defineMessages/formatMessage/
 * <FormattedMessage> defaultMessage becomes its ICU AST at build time (babel-plugin-formatjs,
 * `ast: true`), as the compiled catalogs already are (tools/i18n.mjs, `--ast`). Nothing is left
 * to parse in the browser, so the builds alias the ICU parser to its no-parser variant
 * (create-config.js): ~9 KB gzip less on every page, and no message parsing on the main thread.
 * Only files that mention defaultMessage go through Babel; swc-loader compiles the result.
 */
const babel = require('@babel/core');

module.exports = function formatjsAstLoader(source) {
  if (!source.includes('defaultMessage')) return source;
  const callback = this.async();
  const tsx = /\.[jt]sx$/.test(this.resourcePath);
  babel
    .transformAsync(source, {
      filename: this.resourcePath,
      babelrc: false,
      configFile: false,
      sourceMaps: false,
      retainLines: true,
      parserOpts: { plugins: tsx ? ['typescript', 'jsx'] : ['typescript'] },
      // preserveWhitespace: the German texts render exactly as written, as they did when parsed at run time.
      plugins: [[require.resolve('babel-plugin-formatjs'), { ast: true, preserveWhitespace: true }]],
    })
    .then((result) => callback(null, result.code), callback);
};

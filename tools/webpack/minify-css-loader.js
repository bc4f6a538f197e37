/**
 * shared-ui's CSS in a production build, minified before css-loader makes it the string that
 * style-loader inserts (tools/webpack/styles.js): without comments and line breaks it is a
 * smaller part of every page's JavaScript. The projects' own sheets are minified as files
 * (MinifyCss), with the same clean-css settings.
 */
const { minifyCss } = require('./styles');

module.exports = function minifyCssLoader(source) {
  return minifyCss(source, this.resourcePath);
};

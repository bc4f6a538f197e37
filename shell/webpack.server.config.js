/** The shell's server renderer, dist/ssr/render.js, page.css and base.css (tools/webpack/server-config.js). */
const { createServerConfig } = require('../tools/webpack/server-config');

module.exports = (env, argv) => createServerConfig(__dirname, env, argv, { sharedUiStyles: false });

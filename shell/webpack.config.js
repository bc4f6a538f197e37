const { createShellConfig } = require('../tools/webpack/create-config');

module.exports = (env, argv) => createShellConfig(__dirname, env, argv);

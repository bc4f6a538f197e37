const { createRemoteConfig } = require('../tools/webpack/create-config');

module.exports = (env, argv) => createRemoteConfig(__dirname, env, argv);

/**
 * Node tests of the API. Two ESM-in-CJS cases are compiled by SWC like our own code: `cookie`
 * (ESM only, required by fastify's inject) and PGlite's CJS build (its dynamic `import('fs')`
 * would otherwise need --experimental-vm-modules).
 */
const config = require('../jest.preset.js')(__dirname, {
  testEnvironment: 'node',
  testTimeout: 60000,
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@electric-sql/pglite)/)'],
});
config.transform = { ...config.transform, '^.+\\.cjs$': config.transform['^.+\\.(t|j)sx?$'] };
module.exports = config;

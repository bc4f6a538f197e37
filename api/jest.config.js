/**
 * Node tests of the API. Two ESM-in-CJS cases are compiled by SWC like our own code: `cookie`
 * (ESM only, required by fastify's inject) and PGlite's CJS build (its dynamic `import('fs')`
 * would otherwise need --experimental-vm-modules).
 */
const { availableParallelism } = require('node:os');

const config = require('../jest.preset.js')(__dirname, {
  testEnvironment: 'node',
  testTimeout: 60000,
  // Two files at a time even on two cores (Jest's default would be one): a file spends much of
  // its time waiting on its database and CMS threads. On PostgreSQL each app has a database.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@electric-sql/pglite)/)'],
});
config.transform = { ...config.transform, '^.+\\.cjs$': config.transform['^.+\\.(t|j)sx?$'] };
module.exports = config;

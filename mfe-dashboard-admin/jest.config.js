const preset = require('../jest.preset.js');

const base = preset(__dirname, { testEnvironment: 'jsdom' });

module.exports = {
  ...base,
  // The PDF download creates object URLs, which jsdom lacks.
  setupFiles: ['<rootDir>/src/test/setup-env.ts'],
};

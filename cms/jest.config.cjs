/** Unit tests of the CMS's pure parts (mapping to the content contract, tokens); Payload itself is exercised by the API's content tests. */
module.exports = require('../jest.preset.js')(__dirname, { testEnvironment: 'node' });

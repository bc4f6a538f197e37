// Testing Library matchers and axe for every test that runs in a DOM.
if (typeof window !== 'undefined') {
  // jsdom lacks the encoders that react-router needs at import time.
  const { TextEncoder, TextDecoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
  if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
  require('@testing-library/jest-dom');
  const { toHaveNoViolations } = require('jest-axe');
  expect.extend(toHaveNoViolations);
}

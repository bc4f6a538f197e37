// Testing Library matchers and axe for every test that runs in a DOM.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  const { toHaveNoViolations } = require('jest-axe');
  expect.extend(toHaveNoViolations);
}

import { startTestApp, type TestApp } from '../test-support/harness';
import { serverFlows } from '../flows';
import { formatReport, fuzzApi } from '../../bench/fuzz';

/**
 * `npm run fuzz:api` as a test (issue 10): at least 2,000 malformed requests across every
 * operation of the OpenAPI document, signed in and out; none answers 5xx or leaks internals.
 * Runs on PGlite, and again on PostgreSQL when the suite runs with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ flows: serverFlows });
});
afterAll(() => t.close());

it('answers thousands of malformed requests without a 5xx or a leak', async () => {
  const report = await fuzzApi(t, { seed: 1, minRequests: 2000 });
  const summary = formatReport(report, process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
  expect(report.requests).toBeGreaterThanOrEqual(2000);
  expect(report.operations).toBeGreaterThan(40);
  expect(report.failures).toEqual([]);
  expect(report.leaks).toEqual([]);
  process.stdout.write(`${summary}\n`);
}, 300_000);

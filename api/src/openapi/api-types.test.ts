import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json and declares schemas for every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body) as { paths: Record<string, Record<string, { responses?: object; parameters?: object[]; requestBody?: object }>> };
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ url, method, op })));
    expect(operations.length).toBeGreaterThan(35);
    for (const { url, method, op } of operations) {
      expect([url, method, Object.keys(op.responses ?? {}).length > 0]).toEqual([url, method, true]);
      if (url.includes('{id}')) expect([url, op.parameters?.length]).toEqual([url, expect.any(Number)]);
      if (['post', 'put'].includes(method) && !url.endsWith('/openapi.json')) expect([url, method, Boolean(op.requestBody)]).toEqual([url, method, true]);
    }
    // The fixture flow's endpoints are registered from the ServerFlow.
    expect(doc.paths['/api/applications/{id}/destination']).toHaveProperty('put');
    expect(doc.paths['/api/applications/{id}/statement/realization-status']).toHaveProperty('delete');
  });

  it('matches shared-domain/src/api-types.ts (run `npm run api:types` when this fails)', async () => {
    // Generated in a child process (tsx): openapi-typescript's dependencies are ESM only.
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    const { stdout: expected } = await promisify(execFile)(tsx, [path.join(__dirname, 'write-api-types.ts'), '--stdout'], {
      env: { ...process.env, DATABASE_URL: '' },
      maxBuffer: 20 * 1024 * 1024,
    });
    const file = path.resolve(__dirname, '../../../shared-domain/src/api-types.ts');
    const actual = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(actual).toBe(expected);
  });
});

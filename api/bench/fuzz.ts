/**
 * `npm run fuzz:api`: malformed requests against every operation of the OpenAPI document, built
 * in-process as the API tests do (PGlite in a temporary directory, or a fresh schema of the
 * PostgreSQL server at DATABASE_URL), with the production flows. Each operation gets bad path
 * parameters (unknown, foreign and malformed ids, NUL, paths, 150 and 400 characters), bad query
 * strings (prototype keys, NUL, huge and repeated values), bad bodies (every body property set to
 * wrong types, NUL, lone surrogates, deep nesting, huge values; whole bodies that are not JSON,
 * too deep, too large, with prototype keys) and bad multipart (no boundary, cut off, a zip bomb
 * whose directory lies, a damaged PDF), each sent signed in as the owner of the objects and once
 * more signed out, as another applicant or as an admin. Prints the status counts; FUZZ_SEED picks
 * the random part (default 1), FUZZ_MIN the least number of requests (2,000).
 *
 * The jest test api/src/http/fuzz.test.ts runs the same fuzzer and asserts: no 5xx, and no error
 * answer that leaks internals (stack texts, Fastify codes).
 */
import { PDFDocument } from 'pdf-lib';
import { startTestApp, json, type TestApp } from '../src/test-support/harness';
import { PNG, multipartBody, uploadFile } from '../src/test-support/uploads';
import { lyingZip } from '../src/test-support/zip-bomb';
import { serverFlows } from '../src/flows';

export interface FuzzReport {
  operations: number;
  requests: number;
  /** Status code → count. */
  statuses: Record<string, number>;
  /** 5xx answers: method, path, case and answer. */
  failures: string[];
  /** Error answers whose message shows internals (TypeError texts, Fastify codes, stack lines). */
  leaks: string[];
  ms: number;
}

interface Operation {
  method: string;
  path: string;
  bodyProperties: string[];
}

interface Case {
  label: string;
  params?: Record<string, string>;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
}

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};
type Schema = { $ref?: string; properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[] };

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LEAK = /is not a function|Cannot read prop|FST_|TypeError|RangeError|SyntaxError|ajv|must have required|\bat .*\.ts:\d+/;

/** mulberry32: a small seeded generator, so a failing run can be repeated with its FUZZ_SEED. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function propertiesOf(schema: Schema | undefined, doc: OpenApi, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return propertiesOf(doc.components?.schemas?.[name], doc, seen);
  }
  const own = Object.keys(schema.properties ?? {});
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((branch) => propertiesOf(branch, doc, seen));
  return [...new Set([...own, ...branches])];
}

/** Every operation of the document, with the JSON body's property names when it has a schema. */
export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        bodyProperties: propertiesOf(operation.requestBody?.content?.['application/json']?.schema, doc),
      })),
  );
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values a property is set to (JSON texts, so lone surrogates and NUL stay escapes). */
const BAD_VALUES = [
  '"\\u0000"',
  '"Ferien\\u0000am See"',
  '"\\ud800"',
  '"a\\udc00b"',
  '12345',
  '-1',
  '1e400',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  '{"nested":[1,2]}',
  '"../../etc/passwd"',
  `"${UNKNOWN}"`,
  '"not-a-uuid"',
  '"2024-02-30"',
  `"${'ä'.repeat(3000)}"`,
  deep(40),
  deep(3000),
  `[${Array.from({ length: 5000 }, () => '"x"').join(',')}]`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":1,"valueOf":2}',
];

const JSON_TYPE = 'application/json';

/** Whole-body cases: not JSON, wrong JSON, too deep, too large, prototype keys, other formats. */
async function bodyCases(): Promise<Case[]> {
  const damagedPdf = (await PDFDocument.create().then(async (doc) => {
    doc.addPage([200, 300]);
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  })).toString('latin1');
  const multipart = (content: Buffer, name: string) => multipartBody(content, name);
  const zip = multipart(lyingZip(200), 'budget.xlsx');
  const pdf = multipart(Buffer.from(damagedPdf.replace(/\/MediaBox\s*\[[^\]]*\]/, '/MediaBox [ /a ]'), 'latin1'), 'kaputt.pdf');
  const nulName = multipart(PNG, 'bild\u0000.png');
  const png = multipart(PNG, 'bild.png');
  return [
    { label: 'empty JSON', body: '', contentType: JSON_TYPE },
    { label: 'broken JSON', body: '{"a":', contentType: JSON_TYPE },
    { label: 'JSON null', body: 'null', contentType: JSON_TYPE },
    { label: 'JSON array', body: '[1,2,3]', contentType: JSON_TYPE },
    { label: 'JSON string', body: '"x"', contentType: JSON_TYPE },
    { label: 'JSON number', body: '42', contentType: JSON_TYPE },
    { label: 'object nested 3000 deep', body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, contentType: JSON_TYPE },
    { label: 'array nested 3000 deep', body: deep(3000), contentType: JSON_TYPE },
    { label: '__proto__ key', body: '{"__proto__":{"isAdmin":true}}', contentType: JSON_TYPE },
    { label: 'constructor.prototype', body: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: JSON_TYPE },
    { label: 'Object.prototype keys', body: '{"toString":1,"hasOwnProperty":2,"valueOf":3}', contentType: JSON_TYPE },
    { label: 'NUL key', body: '{"a\\u0000":1}', contentType: JSON_TYPE },
    { label: 'lone surrogate key', body: '{"\\ud800":1}', contentType: JSON_TYPE },
    { label: 'string of 900 KB', body: `{"x":"${'x'.repeat(900_000)}"}`, contentType: JSON_TYPE },
    { label: 'body over 1 MB', body: `{"x":"${'x'.repeat(1_100_000)}"}`, contentType: JSON_TYPE },
    { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]), contentType: JSON_TYPE },
    { label: 'JSON latin1', body: '{"a":"é"}', contentType: 'application/json; charset=latin1' },
    { label: 'text with NUL', body: 'hello\u0000', contentType: 'text/plain' },
    { label: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
    { label: 'octet-stream', body: Buffer.from([0, 1, 2, 255]), contentType: 'application/octet-stream' },
    { label: 'multipart without boundary', body: '--x\r\n\r\n', contentType: 'multipart/form-data' },
    {
      label: 'multipart cut off',
      body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
      contentType: 'multipart/form-data; boundary=b',
    },
    { label: 'multipart zip bomb with lying directory', body: zip.payload, contentType: zip.headers['content-type'] },
    { label: 'multipart damaged PDF', body: pdf.payload, contentType: pdf.headers['content-type'] },
    { label: 'multipart NUL in the file name', body: nulName.payload, contentType: nulName.headers['content-type'] },
    { label: 'multipart image', body: png.payload, contentType: png.headers['content-type'] },
  ];
}

const PARAM_VALUES = [
  'not-a-uuid',
  UNKNOWN,
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  "1'%20or%201=1--",
  'a'.repeat(150),
  'a'.repeat(400),
  '__proto__',
  'constructor',
];

const QUERY_VALUES = [
  '?__proto__=1',
  '?constructor=1&toString=2',
  '?search=%00',
  '?search=%ED%A0%80',
  '?search=%',
  `?search=${'x'.repeat(5000)}`,
  '?page=-1',
  '?page=abc',
  '?page=99999999999999999999999',
  '?page=1&page=2',
  '?key=%00',
  '?key=x.y.z',
  '?to=%00',
  '?a[b][c]=1',
];

/**
 * Sends the malformed requests. `t` is a started test app (the fuzzer creates its own users and
 * objects in it); the answers' status codes are counted, 5xx and leaking answers listed.
 */
export async function fuzzApi(t: TestApp, options: { seed?: number; minRequests?: number } = {}): Promise<FuzzReport> {
  const started = Date.now();
  const next = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const { app } = t;
  const doc = json<OpenApi>(await app.inject({ method: 'GET', url: '/api/openapi.json' }));
  const operations = operationsOf(doc);
  const bodies = await bodyCases();
  const report: FuzzReport = { operations: operations.length, requests: 0, statuses: {}, failures: [], leaks: [], ms: 0 };

  const send = async (operation: Operation, params: Record<string, string>, testCase: Case, token: string | null) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) => params[name] ?? 'x') + (testCase.query ?? '');
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (testCase.contentType) headers['content-type'] = testCase.contentType;
    const response = await app.inject({
      method: operation.method as 'GET',
      url,
      headers,
      ...(testCase.body !== undefined ? { payload: testCase.body } : {}),
    });
    report.requests++;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    const where = `${operation.method} ${url.slice(0, 160)} [${testCase.label}] ${token ? 'signed in' : 'signed out'}`;
    if (response.statusCode >= 500) report.failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    else if (response.statusCode >= 400 && LEAK.test(response.body)) report.leaks.push(`${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  };

  let round = 0;
  do {
    for (const operation of operations) {
      // Fresh identities and objects for every operation: a logout or a delete fuzzed before
      // must not spare the next operation from being reached.
      const owner = await t.tokenFor(`fuzz-owner-${round}@example.org`);
      const other = await t.tokenFor(`fuzz-other-${round}@example.org`);
      const admin = await t.tokenFor(`fuzz-admin-${round}@example.org`, { admin: true });
      const created = async (url: string, payload: object) =>
        json<{ data: { id: string } }>(await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${owner}` }, payload })).data.id;
      const applicationId = await created('/api/applications', { type: 'single-person' });
      const contactId = await created('/api/contacts', {
        salutCode: 'none',
        firstname: 'A',
        lastname: 'B',
        street: 'C',
        houseNumber: '1',
        zipCode: '3000',
        location: 'Bern',
        phone: '031 123 45 67',
        email: 'c@example.org',
      });
      const uploadId = await uploadFile(app, owner, PNG, 'bild.png');
      const otherApplicant = json<{ data: { id: string } }>(await app.inject({ method: 'GET', url: '/api/applicants/me', headers: { authorization: `Bearer ${other}` } })).data.id;
      const valid: Record<string, string> = {
        id: /\/contacts\/\{id\}/.test(operation.path)
          ? contactId
          : /\/uploads\/\{id\}/.test(operation.path)
            ? uploadId
            : /\/applicants\/\{id\}/.test(operation.path)
              ? otherApplicant
              : applicationId,
        email: `fuzz-other-${round}@example.org`,
      };
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const cases: { params: Record<string, string>; testCase: Case }[] = [];
      cases.push({ params: valid, testCase: { label: 'no body' } });
      for (const name of names) for (const value of PARAM_VALUES) cases.push({ params: { ...valid, [name]: value }, testCase: { label: `param ${name}` } });
      for (const query of QUERY_VALUES) cases.push({ params: valid, testCase: { label: 'query', query } });
      for (const body of bodies) cases.push({ params: valid, testCase: body });
      for (const property of operation.bodyProperties) {
        for (const value of BAD_VALUES) cases.push({ params: valid, testCase: { label: `body ${property}`, body: `{"${property}":${value}}`, contentType: JSON_TYPE } });
      }
      // Random mixtures of the above.
      for (let n = 0; n < 8; n++) {
        const name = names.length ? pick(names) : null;
        const property = operation.bodyProperties.length ? pick(operation.bodyProperties) : 'x';
        cases.push({
          params: name ? { ...valid, [name]: pick(PARAM_VALUES) } : valid,
          testCase: { label: 'mixed', query: pick(QUERY_VALUES), body: `{"${property}":${pick(BAD_VALUES)},"${pick(['__proto__', 'toString', 'x'])}":${pick(BAD_VALUES)}}`, contentType: JSON_TYPE },
        });
      }
      const others = [null, other, admin];
      for (const [index, { params, testCase }] of cases.entries()) {
        await send(operation, params, testCase, owner);
        await send(operation, params, testCase, others[index % others.length]);
      }
    }
    round++;
  } while (report.requests < (options.minRequests ?? 2000));
  report.ms = Date.now() - started;
  return report;
}

export function formatReport(report: FuzzReport, engine: string): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `  ${status}: ${count}`)
    .join('\n');
  const server = Object.entries(report.statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
  return [
    `fuzz:api on ${engine}: ${report.requests} malformed requests across ${report.operations} operations in ${(report.ms / 1000).toFixed(1)} s`,
    statuses,
    `5xx: ${server}; leaking error answers: ${report.leaks.length}`,
    ...report.failures.slice(0, 20),
    ...report.leaks.slice(0, 20),
  ].join('\n');
}

async function main(): Promise<void> {
  const t = await startTestApp({ flows: serverFlows, logger: false });
  try {
    const report = await fuzzApi(t, { seed: Number(process.env.FUZZ_SEED || 1), minRequests: Number(process.env.FUZZ_MIN || 2000) });
    console.log(formatReport(report, process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'));
    if (report.failures.length || report.leaks.length) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

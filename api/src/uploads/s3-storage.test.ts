import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from '../config';
import { s3Storage } from './storage';
import { startTestApp, bearer, json, type TestApp } from '../test-support/harness';

/**
 * The S3 storage backend against a real S3-compatible server (issue 10, item 13): s3rver, started
 * in this process on the loopback interface with a temporary directory, checks SigV4 signatures
 * like S3 does. Nothing is downloaded at run time.
 */
const BUCKET = 'portal-test';
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let directory: string;
let s3: S3Options;
let client: S3Client;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'eu-central-2', ...CREDENTIALS };
  client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: CREDENTIALS });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** Whether the bucket holds the key, asked of the server directly. */
const stored = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound' || error.name === 'NoSuchKey') return false;
      throw error;
    },
  );

describe('S3 storage against an S3-compatible server', () => {
  it('uploads, downloads and deletes a file', async () => {
    const storage = s3Storage(s3);
    expect(storage.kind).toBe('s3');
    const key = crypto.randomUUID();
    // Large enough that the SDK and the server deal with a real body, binary with every byte value.
    const body = new Uint8Array(crypto.randomBytes(3 * 1024 * 1024));
    body.set([0, 255, 13, 10], 0);

    await storage.put(key, body, 'application/pdf');
    expect(await stored(key)).toBe(true);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(body.length);

    const back = await storage.get(key);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back.equals(Buffer.from(body))).toBe(true);

    await storage.delete(key);
    expect(await stored(key)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    // Deleting again is not an error (as with the local directory).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not the server’s own, before sending anything', async () => {
    const storage = s3Storage(s3);
    for (const key of ['../escape', 'a/b', '', 'x y']) {
      await expect(storage.put(key, new Uint8Array([1]), 'application/pdf')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('fails with wrong credentials (the server checks signatures)', async () => {
    const storage = s3Storage({ ...s3, secretAccessKey: 'wrong' });
    await expect(storage.put(crypto.randomUUID(), new Uint8Array([1, 2, 3]), 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
  });

  describe('through the API (S3_* configured)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ s3 });
    });
    afterAll(() => t.close());

    it('stores an uploaded file in the bucket, not in DATA_DIR, and serves it back', async () => {
      expect(t.app.services.storage.kind).toBe('s3');
      const token = await t.tokenFor('s3-files@example.org');
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      );
      const boundary = `----s3test${crypto.randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="punkt.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      });
      expect(created.statusCode).toBe(201);
      const { id } = json<{ data: { id: string } }>(created).data;

      const row = await t.app.services.db.selectFrom('uploads').select(['storage_key', 'mime_type']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(await stored(row.storage_key)).toBe(true);
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: row.storage_key }));
      expect(object.ContentType).toBe('image/png');
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(png)).toBe(true);
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', row.storage_key))).toBe(false);

      const download = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.rawPayload.equals(png)).toBe(true);
    });
  });
});

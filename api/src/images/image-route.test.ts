import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, imageUrl } from '@portal/shared-domain';
import { startTestApp, type TestApp } from '../test-support/harness';
import { colourAt, halvesImage } from '../test-support/images';
import { acceptsWebp } from './image-route';

let t: TestApp;
let media: string;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const metadataOf = (body: Buffer) => sharp(body).metadata();
const cacheFiles = () => {
  const dir = path.join(t.dataDir, 'cms', 'image-cache');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map((file) => path.join(dir, String(file))).filter((file) => fs.statSync(file).isFile()) : [];
};

beforeAll(async () => {
  t = await startTestApp();
  media = path.join(t.dataDir, 'cms', 'media');
  fs.mkdirSync(media, { recursive: true });
  fs.writeFileSync(path.join(media, 'halves.jpg'), await halvesImage(800, 400));
  fs.writeFileSync(path.join(media, 'small.png'), await halvesImage(300, 150, 'png', { alpha: true }));
  fs.writeFileSync(path.join(media, 'Bild am See.jpg'), await halvesImage(200, 100));
  fs.writeFileSync(path.join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  fs.writeFileSync(path.join(media, 'svg-named.jpg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  fs.writeFileSync(path.join(media, 'notes.png'), 'just text');
  fs.mkdirSync(path.join(media, 'folder.jpg'));
  // Outside the media directory: never served.
  fs.writeFileSync(path.join(t.dataDir, 'cms', 'secret.jpg'), await halvesImage(100, 100));
  fs.symlinkSync(path.join(t.dataDir, 'cms', 'secret.jpg'), path.join(media, 'link.jpg'));
});
afterAll(() => t.close());

describe('GET /img/media/{file}', () => {
  it('serves every allowed size at its dimensions (crops at w×h, max sizes never enlarged)', async () => {
    for (const size of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
      const response = await get(imageUrl({ url: 'media/halves.jpg', focus: '30-60' }, size));
      expect(response.statusCode).toBe(200);
      const { w, h, fit } = IMAGE_SIZES[size];
      const expected = fit === 'crop' ? { width: w, height: h } : { width: Math.min(w, 800), height: Math.min(w, 800) / 2 };
      expect(await metadataOf(response.rawPayload)).toMatchObject({ ...expected, format: 'jpeg' });
    }
  });

  it('crops around the focus', async () => {
    const left = await get('/img/media/halves.jpg?w=400&h=400&fit=crop-0-50');
    const right = await get('/img/media/halves.jpg?w=400&h=400&fit=crop-100-50');
    const centre = await get('/img/media/halves.jpg?w=400&h=400');
    expect([await colourAt(left.rawPayload, 10, 200), await colourAt(left.rawPayload, 390, 200)]).toEqual(['red', 'red']);
    expect([await colourAt(right.rawPayload, 10, 200), await colourAt(right.rawPayload, 390, 200)]).toEqual(['blue', 'blue']);
    expect([await colourAt(centre.rawPayload, 100, 200), await colourAt(centre.rawPayload, 300, 200)]).toEqual(['red', 'blue']);
  });

  it('keeps a small image small at full size and PNG with transparency', async () => {
    const response = await get('/img/media/small.png?w=3000&fit=max');
    expect(response.headers['content-type']).toBe('image/png');
    expect(await metadataOf(response.rawPayload)).toMatchObject({ width: 300, height: 150, format: 'png', hasAlpha: true });
  });

  it('serves a file name with spaces', async () => {
    expect((await get('/img/media/Bild%20am%20See.jpg?w=240&fit=max')).statusCode).toBe(200);
  });

  it('answers with long caching, type, length, ETag and Vary', async () => {
    const response = await get('/img/media/halves.jpg?w=640&h=400');
    expect(response.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'image/jpeg',
      'content-length': String(response.rawPayload.length),
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
  });

  it('negotiates WebP by the Accept header, with its own ETag', async () => {
    const accept = 'image/avif,image/webp,image/apng,*/*;q=0.8';
    const webp = await get('/img/media/halves.jpg?w=400&h=400', { accept });
    const jpeg = await get('/img/media/halves.jpg?w=400&h=400', { accept: 'image/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await metadataOf(webp.rawPayload)).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(webp.headers.etag).not.toBe(jpeg.headers.etag);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get('/img/media/halves.jpg?w=320&h=320');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/img/media/halves.jpg?w=320&h=320', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get('/img/media/halves.jpg?w=320&h=320', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves the second request from memory, and after a restart from the disk cache, without resizing again', async () => {
    const url = '/img/media/halves.jpg?w=1280&h=800&fit=crop-20-20';
    const before = new Set(cacheFiles());
    const first = await get(url);
    const added = cacheFiles().filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(added[0]).equals(first.rawPayload)).toBe(true);
    // Replace the cached bytes on disk: the running API still answers from memory…
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: 'green' } }).jpeg().toBuffer();
    fs.writeFileSync(added[0], marker);
    const second = await get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // …and a restarted one answers exactly the disk's bytes, so nothing was resized.
    await t.app.close();
    await t.reopen();
    const third = await get(url);
    expect(third.rawPayload.equals(marker)).toBe(true);
    expect(third.headers.etag).toBe(first.headers.etag);
  });

  it('resizes again when the source file changes', async () => {
    const url = '/img/media/changing.jpg?w=400&h=400';
    fs.writeFileSync(path.join(media, 'changing.jpg'), await halvesImage(800, 400));
    const first = await get(url);
    fs.writeFileSync(path.join(media, 'changing.jpg'), await halvesImage(900, 400));
    const second = await get(url);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('resizes once for identical requests arriving together', async () => {
    const url = '/img/media/halves.jpg?w=800&h=600&fit=crop-40-40';
    const before = new Set(cacheFiles());
    const answers = await Promise.all([get(url), get(url), get(url), get(url)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(cacheFiles().filter((file) => !before.has(file))).toHaveLength(1);
  });

  it.each([
    '?w=500&h=500',
    '?w=400',
    '?w=3000&h=3000&fit=max',
    '?w=400&h=400&fit=crop-101-0',
    '?w=400&h=400&fit=contain',
    '?w=400&h=400&q=100',
    '?w=400&h=400&h=400',
    '',
  ])('refuses %s with 400, a clear message and no caching', async (query) => {
    const response = await get(`/img/media/halves.jpg${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Diese Bildgrösse ist nicht erlaubt. Erlaubt sind: w=400&h=400');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('answers in French by Accept-Language', async () => {
    const response = await get('/img/media/halves.jpg?w=1&h=1', { 'accept-language': 'fr' });
    expect(response.json().message).toMatch(/^Cette taille d'image n'est pas admise/);
  });

  // Over a real socket: inject() and browsers resolve dot segments before sending, an attacker's client does not.
  it('refuses traversal attempts sent as they are with 400', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (target: string) =>
      new Promise<{ status: number; cacheControl: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: `${target}?w=400&h=400` }, (answer) => {
            answer.resume();
            resolve({ status: answer.statusCode ?? 0, cacheControl: answer.headers['cache-control'] });
          })
          .on('error', reject);
      });
    const targets = [
      '/img/media/../secret.jpg',
      '/img/media/%2e%2e/secret.jpg',
      '/img/media/%2E%2E%2Fsecret.jpg',
      '/img/media/..%5Csecret.jpg',
      '/img/media/..\\secret.jpg',
      '/img/media/secret.jpg%00.jpg',
      '/img/%2Fetc%2Fpasswd',
      '/img//etc/passwd',
      '/img/media//secret.jpg',
    ];
    for (const target of targets) expect([target, await raw(target)]).toEqual([target, { status: 400, cacheControl: 'no-store' }]);
  });

  it.each(['/img/media/missing.jpg', '/img/media/folder.jpg', '/img/media/link.jpg', '/img/other/halves.jpg', '/img/media/sub/halves.jpg'])(
    'answers 404 for %s',
    async (target) => {
      const response = await get(`${target}?w=400&h=400`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['logo.svg', 'svg-named.jpg', 'notes.png'])('refuses to resize %s (not a raster image) with 415', async (file) => {
    const response = await get(`/img/media/${file}?w=400&h=400`);
    expect(response.statusCode).toBe(415);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/img/media/halves.jpg?w=400&h=400' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(0);
  });

  it('is not part of /api', async () => {
    expect((await get('/api/img/media/halves.jpg?w=400&h=400')).statusCode).toBe(404);
  });
});

describe('acceptsWebp', () => {
  it('reads the Accept header with its q-values', () => {
    expect(acceptsWebp('image/webp,*/*')).toBe(true);
    expect(acceptsWebp('image/avif, IMAGE/WEBP;q=0.9')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/*,*/*;q=0.8')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImageCache, cacheKey } from './image-cache';

describe('ImageCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('produces a missing entry once, then reads it from disk', async () => {
    const cache = new ImageCache(dir);
    const key = cacheKey(['a.jpg', 1, 2, 400, 400]);
    let produced = 0;
    const produce = async () => {
      produced++;
      return Buffer.from('resized');
    };
    expect((await cache.get(key, produce)).toString()).toBe('resized');
    expect(fs.readFileSync(cache.fileOf(key), 'utf8')).toBe('resized');
    expect((await new ImageCache(dir).get(key, produce)).toString()).toBe('resized');
    expect(produced).toBe(1);
  });

  it('keeps the most recently used bytes in memory, within its bound', async () => {
    const cache = new ImageCache(dir, 40);
    const bytes = (text: string) => async () => Buffer.from(text.padEnd(10, '.'));
    for (const name of ['a', 'b', 'c', 'd']) await cache.get(cacheKey([name]), bytes(name));
    expect(cache.kept(cacheKey(['a']))?.toString()).toMatch(/^a/);
    // 'a' was just used: adding 'e' (50 bytes in all) drops the least recently used, 'b'.
    await cache.get(cacheKey(['e']), bytes('e'));
    expect(cache.kept(cacheKey(['b']))).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((name) => cache.kept(cacheKey([name]))?.toString()[0])).toEqual(['a', 'c', 'd', 'e']);
    // Bigger than a quarter of the bound: served, never kept in memory.
    await cache.get(cacheKey(['big']), bytes('big'.padEnd(11, '!')));
    expect(cache.kept(cacheKey(['big']))).toBeUndefined();
  });

  it('shares one production between identical requests arriving together', async () => {
    const cache = new ImageCache(dir);
    let produced = 0;
    let finish: (body: Buffer) => void = () => undefined;
    const produce = () => {
      produced++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const key = cacheKey(['a.jpg']);
    const answers = [cache.get(key, produce), cache.get(key, produce), cache.get(key, produce)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish(Buffer.from('once'));
    expect((await Promise.all(answers)).map(String)).toEqual(['once', 'once', 'once']);
    expect(produced).toBe(1);
  });

  it('leaves no temporary files and keeps nothing when production fails', async () => {
    const cache = new ImageCache(dir);
    const key = cacheKey(['b.jpg']);
    await expect(cache.get(key, () => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    await cache.get(cacheKey(['c.jpg']), async () => Buffer.from('ok'));
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(fs.existsSync(cache.fileOf(key))).toBe(false);
  });

  it('keys differ by every part', () => {
    expect(cacheKey(['a.jpg', 1, 2, 400, 400, 'webp'])).not.toBe(cacheKey(['a.jpg', 1, 2, 400, 400, 'source']));
    expect(cacheKey(['a.jpg', 1, 2])).not.toBe(cacheKey(['a.jpg', 1, 3]));
  });
});

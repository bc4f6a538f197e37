import sharp from 'sharp';
import { colourAt, halvesImage } from '../test-support/images';
import { cropRegion, outputType, resizeImage, sourceType } from './resize';

const crop = (w: number, h: number, x = 50, y = 50) => ({ file: 'a', fit: 'crop' as const, w, h, focus: { x, y } });
const max = (w: number) => ({ file: 'a', fit: 'max' as const, w });

describe('cropRegion', () => {
  it('takes the largest region of the target ratio, centred on the focus', () => {
    expect(cropRegion({ width: 800, height: 400 }, { w: 400, h: 400 }, { x: 50, y: 50 })).toEqual({ left: 200, top: 0, width: 400, height: 400 });
    expect(cropRegion({ width: 800, height: 400 }, { w: 400, h: 400 }, { x: 60, y: 50 })).toEqual({ left: 280, top: 0, width: 400, height: 400 });
    expect(cropRegion({ width: 1000, height: 1000 }, { w: 1600, h: 800 }, { x: 50, y: 30 })).toEqual({ left: 0, top: 50, width: 1000, height: 500 });
  });

  it('keeps the region inside the image when the focus is near an edge', () => {
    expect(cropRegion({ width: 800, height: 400 }, { w: 400, h: 400 }, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 400, height: 400 });
    expect(cropRegion({ width: 800, height: 400 }, { w: 400, h: 400 }, { x: 100, y: 100 })).toEqual({ left: 400, top: 0, width: 400, height: 400 });
  });

  it('works for sources smaller than the target (the crop is enlarged)', () => {
    expect(cropRegion({ width: 100, height: 50 }, { w: 640, h: 400 }, { x: 50, y: 50 })).toEqual({ left: 10, top: 0, width: 80, height: 50 });
  });
});

describe('resizeImage', () => {
  it('crops around the focus: left focus shows the red half, right focus the blue half', async () => {
    const source = await halvesImage(800, 400);
    const left = await resizeImage(source, crop(400, 400, 10, 50), false);
    const right = await resizeImage(source, crop(400, 400, 90, 50), false);
    const centre = await resizeImage(source, crop(400, 400), false);
    expect([await colourAt(left, 5, 200), await colourAt(left, 395, 200)]).toEqual(['red', 'red']);
    expect([await colourAt(right, 5, 200), await colourAt(right, 395, 200)]).toEqual(['blue', 'blue']);
    expect([await colourAt(centre, 100, 200), await colourAt(centre, 300, 200)]).toEqual(['red', 'blue']);
    expect(await sharp(left).metadata()).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
  });

  it('turns the image upright by its EXIF orientation before cropping, and drops the metadata', async () => {
    // Stored 200×100 red|blue with orientation 6 (turn 90° clockwise): upright 100×200, red on top.
    const source = await halvesImage(200, 100, 'jpeg', { orientation: 6 });
    expect(await sharp(source).metadata()).toMatchObject({ width: 200, height: 100, orientation: 6 });
    const top = await resizeImage(source, crop(320, 320, 50, 0), false);
    expect([await colourAt(top, 10, 10), await colourAt(top, 310, 310)]).toEqual(['red', 'red']);
    const whole = await resizeImage(source, max(240), false);
    const metadata = await sharp(whole).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('never enlarges max sizes and keeps the ratio', async () => {
    const source = await halvesImage(800, 400);
    expect(await sharp(await resizeImage(source, max(3000), false)).metadata()).toMatchObject({ width: 800, height: 400 });
    expect(await sharp(await resizeImage(source, max(240), false)).metadata()).toMatchObject({ width: 240, height: 120 });
  });

  it('writes WebP when accepted, PNG for transparency, JPEG otherwise', async () => {
    const formatOf = async (source: Buffer, webp: boolean) => outputType(await resizeImage(source, max(240), webp));
    expect(await formatOf(await halvesImage(300, 200, 'jpeg'), true)).toBe('image/webp');
    expect(await formatOf(await halvesImage(300, 200, 'png', { alpha: true }), false)).toBe('image/png');
    expect(await formatOf(await halvesImage(300, 200, 'png'), false)).toBe('image/jpeg');
    expect(await formatOf(await halvesImage(300, 200, 'webp'), false)).toBe('image/jpeg');
    // libvips reads every GIF with an alpha channel: its first frame becomes a PNG.
    expect(await formatOf(await halvesImage(300, 200, 'gif'), false)).toBe('image/png');
  });

  it('refuses damaged data with 422', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(resizeImage(damaged, max(240), false)).rejects.toMatchObject({ status: 422 });
  });
});

describe('sourceType', () => {
  it('tells the four source types by their bytes, nothing else', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) expect(sourceType(await halvesImage(20, 20, format))).toBe(`image/${format}`);
    expect(sourceType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sourceType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sourceType(Buffer.alloc(0))).toBeNull();
  });
});

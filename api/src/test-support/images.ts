import sharp from 'sharp';

/** Test images made with sharp: no binary fixtures. */

type Colour = { r: number; g: number; b: number };
export const RED: Colour = { r: 255, g: 0, b: 0 };
export const BLUE: Colour = { r: 0, g: 0, b: 255 };

/** An image whose left half is red and right half blue (the crop around a focus tells them apart). */
export async function halvesImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  options: { alpha?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    const { r, g, b } = i % width < width / 2 ? RED : BLUE;
    pixels.set(options.alpha ? [r, g, b, 128] : [r, g, b], i * channels);
  }
  const image = sharp(pixels, { raw: { width, height, channels } }).toFormat(format);
  if (options.orientation) image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** The colour at (x, y) of an encoded image, as 'red', 'blue' or the raw channels. */
export async function colourAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return `rgb(${r},${g},${b})`;
}

import type { ContentImage } from './types';

/**
 * The image sizes the site uses (spec 00 §2.9, §9). The API's image route resizes only to these,
 * so nobody can make the server resize to arbitrary sizes; a new layout adds its size here.
 * `crop` sizes are cut around the image's focus; `max` sizes keep the aspect ratio and never
 * enlarge.
 */
export const IMAGE_SIZES = {
  /** Thumbnail default (spec 00 §9). */
  thumbnail: { w: 400, h: 400, fit: 'crop' },
  /** Teaser cards. */
  card: { w: 640, h: 400, fit: 'crop' },
  cardLarge: { w: 1280, h: 800, fit: 'crop' },
  /** Portraits in persons and team blocks. */
  portrait: { w: 320, h: 320, fit: 'crop' },
  /** Hero images of pages. */
  heroSmall: { w: 800, h: 600, fit: 'crop' },
  hero: { w: 1600, h: 800, fit: 'crop' },
  /** Images in the text column. */
  content: { w: 1200, h: 0, fit: 'max' },
  /** Logos and small images in their own ratio. */
  logo: { w: 240, h: 0, fit: 'max' },
  /** Full size (spec 00 §2.9): width 3000, never enlarged. */
  full: { w: 3000, h: 0, fit: 'max' },
} as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** `{x}-{y}` in whole percent, each 0–100 (the crop focus of an image). */
export const FOCUS_PATTERN = /^(\d{1,2}|100)-(\d{1,2}|100)$/;

/**
 * The address of an image at one of the allowed sizes:
 * `/img/{path}?w={w}&h={h}` plus `&fit=crop-{focus}` for cropped sizes when the image has a
 * focus (without focus the crop is centred), and `?w=3000&fit=max` style for `max` sizes.
 */
export function imageUrl(image: Pick<ContentImage, 'url' | 'focus'>, size: ImageSizeName = 'thumbnail'): string {
  const { w, h, fit } = IMAGE_SIZES[size];
  const path = `/img/${image.url.replace(/^\/+/, '')}`;
  if (fit === 'max') return `${path}?w=${w}&fit=max`;
  const focus = image.focus && FOCUS_PATTERN.test(image.focus) ? `&fit=crop-${image.focus}` : '';
  return `${path}?w=${w}&h=${h}${focus}`;
}

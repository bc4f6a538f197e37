import { IMAGE_SIZES, imageUrl } from '@portal/shared-domain';
import { ApiError } from '../http/errors';
import { parseImageRequest } from './image-request';

const parse = (url: string) => parseImageRequest(url, 'de');
const statusOf = (url: string) => {
  try {
    parse(url);
    return 200;
  } catch (error) {
    return (error as ApiError).status;
  }
};

describe('parseImageRequest', () => {
  it('accepts every address imageUrl writes, with and without focus', () => {
    for (const size of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
      for (const focus of [null, '50-30', '0-100']) {
        const { w, h, fit } = IMAGE_SIZES[size];
        const parsed = parse(imageUrl({ url: 'media/lake.jpg', focus }, size));
        expect(parsed).toMatchObject({ file: 'lake.jpg', w, fit });
        if (parsed.fit === 'crop') expect(parsed.h).toBe(h);
      }
    }
  });

  it('reads the focus in percent, centre without one', () => {
    expect(parse('/img/media/a.jpg?w=400&h=400&fit=crop-10-90')).toEqual({ file: 'a.jpg', fit: 'crop', w: 400, h: 400, focus: { x: 10, y: 90 } });
    expect(parse('/img/media/a.jpg?w=400&h=400')).toMatchObject({ focus: { x: 50, y: 50 } });
  });

  it('decodes the file name once', () => {
    expect(parse('/img/media/Bild%20am%20See.jpg?w=400&h=400').file).toBe('Bild am See.jpg');
    expect(parse('/img/media/%252e%252e.jpg?w=400&h=400').file).toBe('%2e%2e.jpg');
  });

  it.each([
    '',
    '?w=400',
    '?h=400',
    '?w=401&h=400',
    '?w=400&h=401',
    '?w=0400&h=400',
    '?w=400.0&h=400',
    '?w=400&h=400&x=1',
    '?w=400&w=400&h=400',
    '?w=400&h=400&fit=crop',
    '?w=400&h=400&fit=crop-101-50',
    '?w=400&h=400&fit=crop-50',
    '?w=400&h=400&fit=crop-a-b',
    '?w=400&h=400&fit=crop-50-30-1',
    '?w=400&h=400&fit=cover',
    '?w=400&h=400&fit=max',
    '?w=3000&h=400&fit=max',
    '?w=3000&h=0&fit=max',
    '?w=2999&fit=max',
    '?w=3000&fit=max&fit=max',
    '?w=3000&fit=MAX',
    '?fit=max',
    '?fit=crop-50-30',
    '?w=400&h=400&__proto__=1',
  ])('refuses %s with 400 naming the allowed sizes', (query) => {
    let error: ApiError | undefined;
    try {
      parse(`/img/media/a.jpg${query}`);
    } catch (thrown) {
      error = thrown as ApiError;
    }
    expect(error?.status).toBe(400);
    expect(error?.key).toBe('imageSizeNotAllowed');
    expect(String(error?.options.params?.sizes)).toContain('w=400&h=400');
  });

  it('names the wrong parameter', () => {
    const errorOf = (query: string) => {
      try {
        parse(`/img/media/a.jpg?${query}`);
      } catch (error) {
        return (error as ApiError).options.errors;
      }
    };
    expect(errorOf('w=400&h=400&x=1')).toEqual({ x: ['Unbekanntes Feld.'] });
    expect(errorOf('w=3000&h=5&fit=max')).toEqual({ h: ['Unbekanntes Feld.'] });
    expect(errorOf('w=400')).toEqual({ h: ['Angabe fehlt.'] });
    expect(Object.keys(errorOf('w=400&h=400&fit=crop-200-1') ?? {})).toEqual(['fit']);
  });

  it.each([
    '/img/media/../secret.jpg',
    '/img/media/%2e%2e/secret.jpg',
    '/img/media/..%2fsecret.jpg',
    '/img/media/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/img/media/..%5csecret.jpg',
    '/img/media/a%5C..%5Csecret.jpg',
    '/img/media/a%00.jpg',
    '/img/media/a\u0000.jpg',
    '/img//etc/passwd',
    '/img/%2fetc%2fpasswd',
    '/img/media/',
    '/img/media//a.jpg',
    '/img/media/./a.jpg',
    '/img/media/%E0%A4%A.jpg',
  ])('refuses the path %s with 400', (path) => {
    expect(statusOf(`${path}?w=400&h=400`)).toBe(400);
  });

  it.each(['/img/a.jpg', '/img/other/a.jpg', '/img/media/sub/a.jpg', '/img/Media/a.jpg'])('answers 404 outside media/: %s', (path) => {
    expect(statusOf(`${path}?w=400&h=400`)).toBe(404);
  });
});

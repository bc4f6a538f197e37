import { byteRange, searchWords } from './content-routes';

describe('audio byte ranges', () => {
  it('reads one range of each form within the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    // A suffix longer than the file is the whole file; an end past it stops at the last byte.
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('refuses what it cannot serve: past the end, reversed, several ranges, other units, empty files', () => {
    expect(byteRange('bytes=1000-', 1000)).toBeNull();
    expect(byteRange('bytes=50-10', 1000)).toBeNull();
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
    expect(byteRange('bytes=-', 1000)).toBeNull();
    expect(byteRange('bytes=0-0', 0)).toBeNull();
  });
});

describe('journal search words', () => {
  it('drops wildcards and control characters, collapses spaces and keeps 100 characters', () => {
    expect(searchWords('  Ferien\t am_Meer 100% \\ ')).toBe('Ferien am Meer 100');
    expect(searchWords('é'.repeat(120))).toHaveLength(100);
    expect(searchWords('%_')).toBe('');
  });
});

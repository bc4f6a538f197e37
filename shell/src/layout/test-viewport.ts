/** Phone and desktop widths of the tests (the spec's designs run from 390 px to 1280 px). */
export const PHONE = 390;
export const DESKTOP = 1280;

/** Answers `min-width` / `max-width` media queries as a window `width` px wide would; jsdom has no matchMedia. */
export function setViewport(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}

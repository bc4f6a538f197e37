/** What a provider's widget script registers (the local double does; a real provider gets an adapter script). */
export interface DonationWidgetOptions {
  variant: string;
  campaign: string | null;
  lang: string;
  publicKey: string | null;
  testMode: boolean;
  /** TWINT is offered on mobile only (issue 15). */
  mobile: boolean;
}

export interface DonationWidgetApi {
  mount(element: HTMLElement, options: DonationWidgetOptions): { unmount(): void } | void;
}

declare global {
  interface Window {
    DonationWidget?: DonationWidgetApi;
  }
}

const loading = new Map<string, Promise<DonationWidgetApi>>();

/**
 * Loads the provider's widget script once per page, however many donation blocks mount or
 * remount (navigations inside the site): later calls share the first call's promise. A failed
 * load is forgotten so that a later visit tries again.
 */
export function loadDonationWidget(src: string): Promise<DonationWidgetApi> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<DonationWidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.donationWidget = 'true';
    script.addEventListener('load', () => (window.DonationWidget ? resolve(window.DonationWidget) : reject(new Error('no DonationWidget'))));
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}

/** Mobile for the payment choice: a narrow viewport or a touch (coarse) pointer. */
export function isMobileDevice(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(max-width: 767px)').matches || window.matchMedia('(pointer: coarse)').matches;
}

/** Tests start from a page without the script. */
export function resetDonationWidgetForTests(): void {
  loading.clear();
  delete window.DonationWidget;
  document.querySelectorAll('script[data-donation-widget]').forEach((node) => node.remove());
}

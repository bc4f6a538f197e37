/**
 * The field errors of a refused request (422: `data.errors`, read by the API client into
 * `errors`), first message of each known field; unknown keys are dropped.
 */
export function readFieldErrors<K extends string>(error: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const failure = error as { status?: number; data?: { errors?: Record<string, unknown> } } | undefined;
  const found: Partial<Record<K, string>> = {};
  if (failure?.status !== 422) return found;
  const errors = failure.data?.errors ?? {};
  for (const key of keys) {
    const list = errors[key] ?? errors[`${key}[]`];
    const first = Array.isArray(list) ? list.find((item) => typeof item === 'string' && item) : typeof list === 'string' ? list : undefined;
    if (first) found[key] = first as string;
  }
  return found;
}

/**
 * Spec 00 §5.2: the view scrolls smoothly to the first field with an error; focus goes there too,
 * so keyboard and screen-reader users land on it (its error is linked by aria-describedby).
 */
export function focusFirstError(root: HTMLElement | null, ids: readonly string[]): void {
  const target = ids.map((id) => root?.ownerDocument.getElementById(id)).find((element): element is HTMLElement => !!element);
  if (!target) return;
  target.focus({ preventScroll: true });
  smoothScrollTo(target.closest<HTMLElement>('[data-field]') ?? target);
}

/**
 * Smooth scroll (instant when the visitor prefers reduced motion); the sticky header's 56 px
 * (spec 00 §9) are kept free by the targets' scroll-margin-top.
 */
export function smoothScrollTo(element: HTMLElement): void {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/** A remote that fails to load reloads the page at most once every 60 seconds (spec 00 §8, §9). */
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'portal:remote-reload-at';

export function mayReloadNow(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

/**
 * Only same-site paths are followed after sign-in: one leading slash, no protocol-relative
 * '//' or '/\', no control characters (open-redirect protection).
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f]/.test(value) || value.length > 500) return undefined;
  return value;
}

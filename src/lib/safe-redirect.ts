/**
 * A `backUrl` is followed only when it is a same-origin relative path: "/x" but never
 * "//evil.com" or "/\evil.com" (browsers treat both as another host) nor "https://…".
 * Anything else yields null, so a crafted login link cannot send a user off-site.
 */
export function safeBackUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters can hide a scheme or a second slash from the checks above.
  for (const char of value) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  return value;
}

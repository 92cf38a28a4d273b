/**
 * The gateway refuses a request whose `requestTimestamp` is more than five minutes from its own
 * clock (40012). A device whose clock is off by more would be locked out, so the client learns
 * the gap from the refusal's HTTP `Date` header (every answer carries one; RFC 9110 §6.6.1) and
 * signs with corrected time from then on. A cross-origin gateway must list `Date` in
 * `Access-Control-Expose-Headers` for the portal to read it.
 */

/**
 * Milliseconds to add to this device's clock to match the server's, or null when the header is
 * missing or unreadable. The header has whole seconds, so the server's time lies within the
 * second it names (its middle is the best guess) and is matched against the middle of the exchange.
 */
export function clockOffsetFromDate(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const serverSecond = Date.parse(dateHeader);
  if (!Number.isFinite(serverSecond)) return null;
  return serverSecond + 500 - Math.round((sentAt + receivedAt) / 2);
}

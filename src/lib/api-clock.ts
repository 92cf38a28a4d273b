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

/** One sending of a call: the answer (or the failure) and the device's clock around it. */
export interface TimedSend {
  answer: { text: string; date: string | null } | { kind: string };
  sentAt: number;
  receivedAt: number;
}

/**
 * Send once; when the gateway refuses the timestamp (`refusedClock` of the answer's text) and says
 * its own time, keep the learned offset (`learn`) and send once more. A second refusal is the
 * caller's to report.
 */
export async function sendWithClockRetry<S extends TimedSend>(
  send: () => Promise<S>,
  refusedClock: (text: string) => boolean,
  learn: (offsetMs: number) => void,
): Promise<S> {
  const first = await send();
  const answer: TimedSend['answer'] = first.answer;
  if ('kind' in answer || !refusedClock(answer.text)) return first;
  const offset = clockOffsetFromDate(answer.date, first.sentAt, first.receivedAt);
  if (offset === null) return first;
  learn(offset);
  return send();
}

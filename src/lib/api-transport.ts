import type { ResponseEnvelope } from '../../protocol';
import { safeJsonParse } from './storage';

/** What one HTTP exchange gave: the answer's status, text and Date header, or the kind of failure. */
export type Exchanged =
  { status: number; text: string; date: string | null } | { kind: 'timeout' | 'network'; cause: unknown };

/**
 * Plain fetch with a timeout (the API client's transport). No retry here: a retry would resend a
 * signed, timestamped request the gateway may refuse as a replay. Error envelopes arrive with
 * 4xx/5xx statuses and still carry code and msg, so every status is read.
 */
export function createExchange(
  doFetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  timeoutMs: number,
): (url: string, init: RequestInit) => Promise<Exchanged> {
  return async (url, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      return { status: response.status, text: await response.text(), date: response.headers.get('date') };
    } catch (cause) {
      return { kind: timedOut ? 'timeout' : 'network', cause };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The answer's envelope, read leniently; null when the text is no envelope at all. */
export function readEnvelope(text: string): ResponseEnvelope | null {
  const raw = safeJsonParse<unknown>(text, null);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (r.status !== 'Y' && r.status !== 'N') return null;
  return {
    code: Number.isFinite(Number(r.code)) ? Number(r.code) : 0,
    msg: typeof r.msg === 'string' ? r.msg : '',
    data: r.data ?? null,
    status: r.status,
    userinfo: r.userinfo ?? null,
    encryptFields: Array.isArray(r.encryptFields) ? r.encryptFields.map(String) : [],
  };
}

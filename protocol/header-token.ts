import { fromBase64Url, toBase64Url } from './bytes';

/**
 * The request header token has three dot-separated parts: user token, payload, user id.
 * The payload is base64url JSON `{eid, ts}`. The server cross-checks token and user id
 * against the envelope; a mismatch is a malformed request.
 */
export interface HeaderTokenPayload {
  eid: number;
  ts: number;
}

export interface HeaderToken {
  token: string;
  payload: HeaderTokenPayload;
  userid: string;
}

export function formatHeaderToken(value: HeaderToken): string {
  return [value.token, toBase64Url(JSON.stringify(value.payload)), value.userid].join('.');
}

export function parseHeaderToken(header: string | undefined): HeaderToken | null {
  if (!header) return null;
  const parts = header.split('.');
  if (parts.length !== 3) return null;
  const [token, encoded, userid] = parts as [string, string, string];
  try {
    const payload = JSON.parse(fromBase64Url(encoded)) as Partial<HeaderTokenPayload>;
    if (typeof payload.eid !== 'number' || typeof payload.ts !== 'number') return null;
    return { token, payload: { eid: payload.eid, ts: payload.ts }, userid };
  } catch {
    return null;
  }
}

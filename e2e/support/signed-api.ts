import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Params, ResponseEnvelope } from '../../protocol';
import {
  signedRequest,
  toRequest,
  type SignedRequest,
  type SignedRequestOptions,
} from '../../server/test-support/signed-request';

/** Send a request built (and possibly tampered with) in the test, through Playwright's HTTP client. */
export async function sendSigned(
  request: APIRequestContext,
  signed: SignedRequest,
): Promise<{ status: number; body: ResponseEnvelope }> {
  const response: APIResponse = await request.fetch(signed.url, {
    method: signed.method,
    headers: signed.headers,
    ...(signed.body !== undefined ? { data: signed.body } : {}),
  });
  return { status: response.status(), body: (await response.json()) as ResponseEnvelope };
}

export function signed(call: string, params: Params = {}, options: SignedRequestOptions = {}): SignedRequest {
  return signedRequest(call, params, options);
}

/** The same request with one character of its signature flipped. */
export function withTamperedSignature(call: string, original: SignedRequest): SignedRequest {
  const sign = original.fields._requestSign!;
  const flipped = (sign[0] === 'a' ? 'b' : 'a') + sign.slice(1);
  const fields: Record<string, string> = { ...original.fields, _requestSign: flipped };
  return toRequest(call, original.method, fields, {
    token: fields.token ?? '',
    userid: fields.userid ?? '',
    eid: Number(fields.eid),
    requestTimestamp: Number(fields.requestTimestamp),
  });
}

/** Hex "#rrggbb" → the "rgb(r, g, b)" that getComputedStyle reports. */
export function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

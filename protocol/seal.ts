import { decryptJson, encryptJson } from './aes';
import type { CallName } from './call-path';
import { ENCRYPTED_CALLS, FLAG_REQUEST_ENCRYPT, FLAG_RESPONSE_ENCRYPT } from './constants';
import { ENVELOPE_KEYS, type RequestEnvelope, type ResponseEnvelope } from './envelope';
import { signParams, type Params } from './signing';

/** Whether a call's request params travel sealed in `_requestData`. */
export function requestIsEncrypted(call: CallName, flags: readonly string[]): boolean {
  return ENCRYPTED_CALLS.includes(call) || flags.includes(FLAG_REQUEST_ENCRYPT);
}

/** Whether a call's successful `data` travels sealed. */
export function responseIsEncrypted(call: CallName, flags: readonly string[]): boolean {
  return ENCRYPTED_CALLS.includes(call) || flags.includes(FLAG_RESPONSE_ENCRYPT);
}

export interface SealRequestInput {
  call: CallName;
  envelope: RequestEnvelope;
  params: Params;
  appKey: string;
  encrypt: boolean;
  /** Golden vectors only. */
  nonce?: Uint8Array;
}

/**
 * Build the flat parameter object that goes on the wire: envelope fields, the call's own
 * parameters (in clear, or JSON-sealed into `_requestData`), then `_requestSign` over all
 * of it. Signing happens last so it covers the ciphertext too.
 */
export function sealRequest(input: SealRequestInput): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.envelope)) {
    if (value !== undefined) flat[key] = String(value);
  }
  if (input.encrypt) {
    flat._requestData = encryptJson(input.params, input.appKey, input.nonce);
  } else {
    for (const [key, value] of Object.entries(input.params)) {
      if (value === undefined || value === null) continue;
      if (ENVELOPE_KEYS.includes(key)) throw new Error(`parameter ${key} collides with the envelope`);
      flat[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  flat._requestSign = signParams(input.call, flat, input.appKey);
  return flat;
}

/** Server side of the response: seal `data` when asked and the call succeeded. */
export function sealResponse<T>(
  envelope: ResponseEnvelope<T>,
  appKey: string,
  encrypt: boolean,
  nonce?: Uint8Array,
): ResponseEnvelope<T | string> {
  if (!encrypt || envelope.status !== 'Y' || envelope.data === undefined) return envelope;
  return { ...envelope, data: encryptJson(envelope.data, appKey, nonce), encryptFields: ['data'] };
}

/** Portal side: a response is encrypted when status is Y and data is a string. */
export function openResponse(envelope: ResponseEnvelope, appKey: string, encrypted: boolean): ResponseEnvelope {
  if (!encrypted || envelope.status !== 'Y' || typeof envelope.data !== 'string') return envelope;
  return { ...envelope, data: decryptJson(envelope.data, appKey), encryptFields: [] };
}

import { createHmac } from 'node:crypto';
import {
  DecryptError,
  ENVELOPE_KEYS,
  ErrorCode,
  REPLAY_WINDOW_MS,
  decryptJson,
  parseHeaderToken,
  parseTimeZoneField,
  canonicalString,
  signaturesEqual,
  signingKey,
  type CallName,
  type ParsedRequestEnvelope,
} from '../../protocol';
import { AppError } from './app-error';
import { checkEnvelope } from './envelope-check';
import type { ReplayGuard } from './replay-guard';

export interface VerifiedRequest {
  envelope: ParsedRequestEnvelope;
  /** The call's own parameters, in clear: from `_requestData` when sealed. */
  params: Record<string, unknown>;
  sealed: boolean;
}

const SIGNATURE = /^[0-9a-f]{64}$/;
const ENVELOPE_KEY_SET: ReadonlySet<string> = new Set(ENVELOPE_KEYS);

/**
 * The protocol's verifySignature (protocol/signing.ts) with its last step in native code: the
 * same signing key and canonical string, HMAC-SHA256 by node:crypto over the strings themselves
 * (UTF-8, as the protocol's bytes) and hex by node (issue 28: encoding both to bytes in JavaScript
 * and the hex by table were a third of the signature's cost). Held to the golden vectors
 * (verify-request.test.ts).
 */
export function signatureIsValid(call: CallName, raw: Record<string, string>, appKey: string): boolean {
  const given = raw._requestSign;
  if (typeof given !== 'string' || !SIGNATURE.test(given)) return false;
  const key = signingKey(call, raw.userNikkatsu ?? '', appKey);
  return signaturesEqual(given, createHmac('sha256', key).update(canonicalString(raw)).digest('hex'));
}

/** Flatten query and body into one string map; repeated keys or nested values are malformed. */
export function flattenParams(...sources: unknown[]): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const source of sources) {
    if (source === undefined || source === null) continue;
    if (typeof source !== 'object') throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
    for (const [key, value] of Object.entries(source)) {
      if (typeof value !== 'string' || key in flat) throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
      flat[key] = value;
    }
  }
  return flat;
}

/**
 * Check a request before anything reads or writes data: envelope shape, header token,
 * timestamp window, signature, replay, and decryption. Throws AppError; has no effect
 * other than recording the signature (in the database) once everything else passed.
 */
export async function verifyRequest(input: {
  call: string;
  raw: Record<string, string>;
  headerToken: string | undefined;
  appKey: string;
  now: number;
  replayGuard: ReplayGuard;
  mustBeSealed: boolean;
}): Promise<VerifiedRequest> {
  const { call, raw } = input;
  // The envelope schema's rules, without zod's object parse (envelope-check.ts).
  const envelope = checkEnvelope(raw);
  if (!envelope) throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
  if (parseTimeZoneField(envelope._timeZone) === null) throw new AppError(ErrorCode.ENVELOPE_MALFORMED);

  const header = parseHeaderToken(input.headerToken);
  if (
    !header ||
    header.token !== envelope.token ||
    header.userid !== envelope.userid ||
    String(header.payload.eid) !== envelope.eid
  ) {
    throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
  }

  if (Math.abs(input.now - Number(envelope.requestTimestamp)) > REPLAY_WINDOW_MS) {
    throw new AppError(ErrorCode.TIMESTAMP_OUT_OF_WINDOW);
  }
  if (!signatureIsValid(call, raw, input.appKey)) throw new AppError(ErrorCode.SIGNATURE_INVALID);

  let params: Record<string, unknown>;
  const sealed = envelope._requestData !== undefined;
  if (sealed) {
    if (Object.keys(raw).some((key) => !ENVELOPE_KEY_SET.has(key))) throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
    try {
      const opened = decryptJson(envelope._requestData!, input.appKey);
      if (typeof opened !== 'object' || opened === null || Array.isArray(opened)) throw new DecryptError();
      params = opened as Record<string, unknown>;
    } catch {
      throw new AppError(ErrorCode.PAYLOAD_UNDECRYPTABLE);
    }
  } else {
    if (input.mustBeSealed) throw new AppError(ErrorCode.ENCRYPTION_REQUIRED);
    params = {};
    for (const key of Object.keys(raw)) if (!ENVELOPE_KEY_SET.has(key)) params[key] = raw[key];
  }

  // Last, so a request refused for any other reason does not burn its signature.
  if (!(await input.replayGuard.firstUse(envelope._requestSign, Number(envelope.requestTimestamp), input.now)))
    throw new AppError(ErrorCode.REQUEST_REPLAYED);
  return { envelope, params, sealed };
}

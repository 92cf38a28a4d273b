import { LANGUAGE_CHOICES, type ParsedRequestEnvelope } from '../../protocol';

const EID = /^\d{1,10}$/;
const TOKEN = /^[0-9a-f]{0,128}$/i;
const USERID = /^\d{0,12}$/;
const VERSION = /^\d+\.\d+\.\d+$/;
const PORTAL_ID = /^\d{0,10}$/;
const COUNTER = /^\d{1,9}$/;
const TIMESTAMP = /^\d{10,16}$/;
const SIGN = /^[0-9a-f]{64}$/;
const LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CHOICES);

/** An optional text field: absent is its default, present must be text that passes `ok`. */
function optional(value: string | undefined, fallback: string, ok: (text: string) => boolean): string | null {
  if (value === undefined) return fallback;
  return typeof value === 'string' && ok(value) ? value : null;
}

/**
 * The envelope part of a request as `requestEnvelopeSchema` (protocol/schemas/envelope.ts) reads
 * it, or null where the schema refuses it — the same rules written out, since every refusal is the
 * one ENVELOPE_MALFORMED and no issue list is needed. zod's object parse was a tenth of the
 * pipeline's own checks (issue 28); envelope-check.test.ts holds the two to the same answers.
 */
export function checkEnvelope(raw: Readonly<Record<string, string | undefined>>): ParsedRequestEnvelope | null {
  const { eid, version, platform, language, userNikkatsu, requestTimestamp, _method, _requestSign } = raw;
  if (typeof eid !== 'string' || !EID.test(eid)) return null;
  const token = optional(raw.token, '', (t) => TOKEN.test(t));
  const userid = optional(raw.userid, '', (t) => USERID.test(t));
  if (token === null || userid === null) return null;
  if (typeof version !== 'string' || !VERSION.test(version)) return null;
  if (typeof platform !== 'string' || platform.length < 1 || platform.length > 32) return null;
  if (typeof language !== 'string' || !LANGUAGES.has(language)) return null;
  const userPortalID = optional(raw.userPortalID, '', (t) => PORTAL_ID.test(t));
  if (userPortalID === null) return null;
  if (typeof userNikkatsu !== 'string' || !COUNTER.test(userNikkatsu)) return null;
  if (typeof requestTimestamp !== 'string' || !TIMESTAMP.test(requestTimestamp)) return null;
  if (_method !== 'GET' && _method !== 'POST') return null;
  const _requestPageUrl = optional(raw._requestPageUrl, '', (t) => t.length <= 4096);
  const _timeZone = optional(raw._timeZone, '', (t) => t.length <= 80);
  const _requestData = optional(raw._requestData, '', (t) => t.length <= 1_000_000);
  if (_requestPageUrl === null || _timeZone === null || _requestData === null) return null;
  if (typeof _requestSign !== 'string' || !SIGN.test(_requestSign)) return null;
  const envelope: ParsedRequestEnvelope = {
    eid,
    token,
    userid,
    version,
    platform,
    language: language as ParsedRequestEnvelope['language'],
    userPortalID,
    userNikkatsu,
    requestTimestamp,
    _method,
    _requestPageUrl,
    _requestSign,
  };
  // As zod leaves them: an absent optional field is no key at all.
  if (raw._timeZone !== undefined) envelope._timeZone = _timeZone;
  if (raw._requestData !== undefined) envelope._requestData = _requestData;
  return envelope;
}

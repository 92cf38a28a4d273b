import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ssoTicketPayloadSchema, type SsoAudience, type SsoTicketPayload } from '../../../protocol';

/** Domain-separates the MAC so an SSO secret reused elsewhere cannot sign tickets by accident. */
const MAC_PREFIX = 'lp-sso|v1|';

function mac(secret: string, payloadPart: string): Buffer {
  return createHmac('sha256', secret)
    .update(MAC_PREFIX + payloadPart)
    .digest();
}

/**
 * Mint a ticket: base64url(JSON payload) "." base64url(HMAC-SHA256(secret, "lp-sso|v1|" + part 1)).
 * The desktop clients (and the loopback simulator, `npm run sso:ticket`) do exactly this.
 */
export function mintSsoTicket(
  input: { eid: number; account: string; aud: SsoAudience; now: number; nonce?: string },
  secret: string,
): string {
  const payload: SsoTicketPayload = {
    v: 1,
    eid: input.eid,
    account: input.account,
    aud: input.aud,
    ts: input.now,
    nonce: input.nonce ?? randomBytes(18).toString('base64url'),
  };
  const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${part}.${mac(secret, part).toString('base64url')}`;
}

/** The payload before the signature is checked: only to find the enterprise whose secret checks it. */
export function readSsoTicket(ticket: string): { payload: SsoTicketPayload; part: string; signature: string } | null {
  const pieces = ticket.split('.');
  if (pieces.length !== 2 || !pieces[0] || !pieces[1]) return null;
  const [part, signature] = pieces as [string, string];
  try {
    const parsed = ssoTicketPayloadSchema.safeParse(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    return parsed.success ? { payload: parsed.data, part, signature } : null;
  } catch {
    return null;
  }
}

/** Constant-time check of the ticket's MAC against the enterprise's secret. */
export function ssoSignatureValid(part: string, signature: string, secret: string): boolean {
  if (!secret) return false;
  const expected = mac(secret, part);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { randomBytes } from 'node:crypto';
import { ssoTicketPayloadSchema, type SsoAudience, type SsoTicketPayload } from '../../../protocol';
import { openToken, sealToken } from '../../lib/signed-token';

/**
 * The token purpose of desktop tickets: the MAC covers "lp-sso|v1|" + part 1, the wire format the
 * desktop clients sign (decision 0007), so the ticket keeps its own payload (issued at `ts`, judged
 * by age in sso.service) rather than the expiring payload of signToken.
 */
const SSO_PURPOSE = 'lp-sso|v1';

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
  return sealToken(secret, SSO_PURPOSE, Buffer.from(JSON.stringify(payload)).toString('base64url'));
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
  return openToken(secret, SSO_PURPOSE, `${part}.${signature}`) === part;
}

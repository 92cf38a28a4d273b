import type { Kysely } from 'kysely';
import {
  ErrorCode,
  ErrorReason,
  SSO_TICKET_CLOCK_SKEW_MS,
  SSO_TICKET_LIFETIME_MS,
  type SsoAudience,
} from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { hashToken } from '../../lib/tokens';
import { readSsoTicket, ssoSignatureValid } from './sso-ticket';
import { openSession } from '../auth';

/**
 * Exchange a desktop-client ticket for a session (decision 0007). Every check runs before
 * anything is written; the nonce is spent and the session opened in one transaction, and the
 * nonce's primary key makes a second exchange of the same ticket fail even when both race.
 */
export async function exchangeSsoTicket(
  db: Kysely<Database>,
  input: {
    enterprise: Enterprise;
    ticket: string;
    audiences: readonly SsoAudience[];
    now: number;
    /** The session this browser held before, if any: the hand-over replaces it (signed out on the server too). */
    replacesToken: string | null;
  },
): Promise<{ user: User; token: string }> {
  const { enterprise, now } = input;
  const read = readSsoTicket(input.ticket);
  // A ticket minted for another enterprise never checks against this one's secret.
  if (!read || read.payload.eid !== enterprise.id) throw new AppError(ErrorCode.SSO_TICKET_INVALID);
  if (!enterprise.sso_secret) throw new AppError(ErrorCode.SSO_NOT_ENABLED);
  if (!ssoSignatureValid(read.part, read.signature, enterprise.sso_secret))
    throw new AppError(ErrorCode.SSO_TICKET_INVALID);
  const { payload } = read;
  if (!input.audiences.includes(payload.aud)) throw new AppError(ErrorCode.SSO_TICKET_INVALID);
  if (payload.ts > now + SSO_TICKET_CLOCK_SKEW_MS) throw new AppError(ErrorCode.SSO_TICKET_INVALID);
  if (payload.ts + SSO_TICKET_LIFETIME_MS < now) throw new AppError(ErrorCode.SSO_TICKET_EXPIRED);

  const refusal = enterpriseRefusal(enterprise, now);
  if (refusal) throw refusal;
  const user = await db.selectFrom('users').selectAll().where('account', '=', payload.account).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.SSO_TICKET_INVALID);
  if (user.locked === 1) throw new AppError(ErrorCode.UNAUTHORIZED, { reason: ErrorReason.ACCOUNT_LOCKED });
  if (user.blocked === 1) throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.BLOCKED_BY_ADMIN });

  const token = await db.transaction().execute(async (trx) => {
    // Nonces older than any ticket that could still be accepted are dead weight.
    await trx.deleteFrom('sso_nonces').where('expires_at', '<', now).execute();
    const spent = await trx
      .insertInto('sso_nonces')
      .values({
        eid: enterprise.id,
        nonce: payload.nonce,
        used_at: now,
        expires_at: payload.ts + SSO_TICKET_LIFETIME_MS + SSO_TICKET_CLOCK_SKEW_MS,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(spent.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(ErrorCode.SSO_TICKET_USED);
    if (input.replacesToken) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', hashToken(input.replacesToken))
        .where('revoked_at', 'is', null)
        .execute();
    }
    return openSession(trx, enterprise, user, now);
  });
  return { user, token };
}

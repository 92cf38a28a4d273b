import type { Kysely } from 'kysely';
import { ErrorCode, ErrorReason, type EnterpriseChoice } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { crossTenant } from '../../db/tenant-scope';
import { AppError } from '../../pipeline/app-error';
import { hashToken } from '../../lib/tokens';
import { choiceStatus, presentEnterpriseChoice } from './account.presenter';
import { openSession } from '../auth';

/**
 * The accounts of one person: the caller's own, plus — when the caller's phone is verified —
 * every account in any enterprise holding the same verified phone (decision 0007). An
 * unverified phone links nothing, so typing someone else's number into a profile gains nothing.
 */
export async function accountsOfPerson(
  db: Kysely<Database>,
  caller: User,
): Promise<Array<{ account: User; enterprise: Enterprise }>> {
  let accounts: User[] = [caller];
  if (caller.phone && caller.phone_verified_at !== null) {
    // The one read across enterprises a person may make: their own accounts elsewhere (decision 0033).
    accounts = await crossTenant(db)
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', caller.phone)
      .where('phone_verified_at', 'is not', null)
      .orderBy('eid')
      .execute();
    if (!accounts.some((a) => a.id === caller.id)) accounts.unshift(caller);
  }
  const eids = [...new Set(accounts.map((a) => a.eid))];
  const enterprises = await db.selectFrom('enterprises').selectAll().where('id', 'in', eids).execute();
  const byId = new Map(enterprises.map((e) => [e.id, e]));
  return accounts.flatMap((account) => {
    const enterprise = byId.get(account.eid);
    return enterprise ? [{ account, enterprise }] : [];
  });
}

/** The caller's enterprises, the current one first. */
export async function listEnterprisesOfPerson(
  db: Kysely<Database>,
  caller: User,
  now: number,
): Promise<EnterpriseChoice[]> {
  const rows = await accountsOfPerson(db, caller);
  return rows
    .map(({ account, enterprise }) => presentEnterpriseChoice(enterprise, account, caller.eid, now))
    .sort((a, b) => Number(b.current) - Number(a.current) || a.eid - b.eid);
}

const STATUS_REASON = {
  closed: ErrorReason.ENTERPRISE_CLOSED,
  locked: ErrorReason.ENTERPRISE_LOCKED,
  expired: ErrorReason.ENTERPRISE_EXPIRED,
  account_locked: ErrorReason.ACCOUNT_LOCKED,
} as const;

/**
 * Move the caller to their account in `targetEid`: a new session there, the old one revoked, in
 * one transaction. Refused (nothing changed) when the person has no account there — an unknown
 * enterprise answers the same, so ids cannot be probed — or the enterprise or account cannot be
 * entered. Switching to the enterprise one is already in keeps the current session.
 */
export async function switchEnterprise(
  db: Kysely<Database>,
  input: { caller: User; token: string; targetEid: number; now: number },
): Promise<{ user: User; token: string }> {
  const { caller, token, targetEid, now } = input;
  if (targetEid === caller.eid) return { user: caller, token };
  const target = (await accountsOfPerson(db, caller)).find((row) => row.enterprise.id === targetEid);
  if (!target) throw new AppError(ErrorCode.ENTERPRISE_SWITCH_REFUSED, { reason: ErrorReason.NOT_A_MEMBER });
  const status = choiceStatus(target.enterprise, target.account, now);
  if (status !== 'active') {
    const reason =
      status === 'account_locked' && target.account.blocked === 1 && target.account.locked !== 1
        ? ErrorReason.BLOCKED_BY_ADMIN
        : STATUS_REASON[status];
    throw new AppError(ErrorCode.ENTERPRISE_SWITCH_REFUSED, { reason });
  }

  // The old session is in one enterprise, the new one in another (decision 0033).
  const newToken = await crossTenant(db)
    .transaction()
    .execute(async (trx) => {
      const revoked = await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('user_id', '=', caller.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      // A second switch racing on the same old session: it is already gone, like any revoked session.
      if (Number(revoked.numUpdatedRows) !== 1) throw new AppError(ErrorCode.UNAUTHORIZED);
      return openSession(trx, target.enterprise, target.account, now);
    });
  return { user: target.account, token: newToken };
}

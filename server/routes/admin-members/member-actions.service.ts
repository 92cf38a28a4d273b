import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  checkPassword,
  ErrorCode,
  ErrorReason,
  type AdminMemberChange,
  type AdminMemberReset,
  type MemberStatusAction,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { AppError } from '../../pipeline/app-error';
import { revokeCertificate } from '../certificates';
import { lockLearner } from '../points';
import { audit, type AdminScope } from './audit';
import { memberOf, presentMember } from './member-list.service';

/** What each status action sets, the state it needs first, and why the member's sessions end. */
const STATUS_CHANGES = {
  lock: { column: 'locked', from: 0, to: 1, endSessions: ErrorReason.ACCOUNT_LOCKED },
  unlock: { column: 'locked', from: 1, to: 0, endSessions: null },
  block: { column: 'blocked', from: 0, to: 1, endSessions: ErrorReason.BLOCKED_BY_ADMIN },
  unblock: { column: 'blocked', from: 1, to: 0, endSessions: null },
} as const;

/**
 * End every open session of a member at once (sessions live in the database, so the very next call
 * with the old token is refused). `reason` is what the refused call is told (resolve-session.ts):
 * the spec's "locked by the enterprise administrator" / "blocked by admin"; null = plain expiry.
 */
async function endSessions(trx: Transaction<Database>, userId: number, now: number, reason: string | null) {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

function refuseSelf(scope: AdminScope, userId: number) {
  if (scope.adminId === userId) throw new AppError(ErrorCode.ADMIN_MEMBER_SELF);
}

/**
 * Lock, unlock, block or unblock a member. The update is conditional on the state it changes, so a
 * double click (or two administrators at once) changes the member once, ends the sessions once and
 * writes one audit row; the second answers `changed: false`.
 */
export async function setMemberStatus(
  scope: AdminScope,
  input: { userId: number; action: MemberStatusAction; reason: string },
): Promise<AdminMemberChange> {
  refuseSelf(scope, input.userId);
  await memberOf(scope.db, input.userId);
  const change = STATUS_CHANGES[input.action];
  const changed = await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, input.userId);
    const result = await trx
      .updateTable('users')
      .set({ [change.column]: change.to })
      .where('id', '=', input.userId)
      .where(change.column, '=', change.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (change.endSessions) await endSessions(trx, input.userId, scope.now, change.endSessions);
    await audit(trx, scope, input.userId, input.action, input.reason);
    return true;
  });
  const { user, departmentName } = await memberOf(scope.db, input.userId);
  return { member: presentMember(user, departmentName), changed };
}

const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz', '23456789', '#@%+=!'];

/** A random 10-character password meeting the strictest policy (8-15, three kinds, no runs). */
export function newInitialPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 10 }, (_, i) => {
      const alphabet = PASSWORD_ALPHABETS[i < 3 ? i : randomInt(0, i % 4 === 0 ? 3 : 1)]!;
      return alphabet[randomInt(0, alphabet.length)]!;
    });
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (checkPassword(password, 'three_8_15').length === 0) return password;
  }
}

/**
 * Reset a member to an initial password: shown once to the administrator, stored only as a hash;
 * the member's sessions end and their next sign-in must change it (42228, decision 0005).
 */
export async function resetMemberPassword(scope: AdminScope, userId: number): Promise<AdminMemberReset> {
  refuseSelf(scope, userId);
  await memberOf(scope.db, userId);
  const initialPassword = newInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 1 })
      .where('id', '=', userId)
      .execute();
    await endSessions(trx, userId, scope.now, null);
    await audit(trx, scope, userId, 'reset_password', '');
  });
  const { user, departmentName } = await memberOf(scope.db, userId);
  return { member: presentMember(user, departmentName), initialPassword };
}

/**
 * Revoke one of the member's certificates through the certificates area (the learner's list and
 * PDF then show it revoked). A certificate of someone else is 44521; an already revoked one
 * changes nothing and writes no audit row.
 */
export async function revokeMemberCertificate(
  scope: AdminScope,
  input: { userId: number; certificateId: number; reason: string },
  language: 'zh_cn' | 'zh_hant' | 'en_us',
) {
  await memberOf(scope.db, input.userId);
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, input.userId);
    const row = await trx
      .selectFrom('certificates')
      .select(['id', 'name', 'revoked_at'])
      .where('id', '=', input.certificateId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.ADMIN_MEMBER_NOT_FOUND);
    const changed = row.revoked_at === null;
    const certificate = await revokeCertificate(
      { db: trx, eid: scope.eid, userId: input.userId, now: scope.now, language },
      { id: input.certificateId, reason: input.reason },
    );
    if (changed)
      await audit(
        trx,
        scope,
        input.userId,
        'revoke_certificate',
        `${row.name}${input.reason ? `: ${input.reason}` : ''}`,
      );
    return {
      changed,
      certificate: {
        id: certificate.id,
        name: certificate.name,
        sourceName: certificate.sourceName,
        serial: certificate.serial,
        acquiredAt: certificate.acquiredAt,
        expiresAt: certificate.expiresAt,
        revokedAt: certificate.revokedAt,
        revokeReason: certificate.revokeReason,
      },
    };
  });
}

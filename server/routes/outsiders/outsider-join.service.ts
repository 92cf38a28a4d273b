import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  ErrorCode,
  OUTSIDER_LIMITS,
  type Language,
  type OutsiderJoinResult,
  type OutsiderStatusAnswer,
} from '../../../protocol';
import type { Database, Enterprise } from '../../db/schema';
import { giveBack, takeAllowance, type LimitRule } from '../../lib/limits';
import { hashPassword } from '../../lib/password';
import { AppError } from '../../pipeline/app-error';
import { enforcePasswordPolicy, policyOf } from '../auth';
import { assertCodeValid } from './outsider-code.service';

/**
 * Joining with the outsider code (spec 000 §7 apiSystem/outsidersCode; decision 0057). Every
 * attempt takes a unit from the address's guess counter in this enterprise BEFORE the code is
 * looked at, so the 8-character code cannot be found by trying; a right code gives the unit back
 * and takes one from the (looser) join counter instead, so an office of visitors behind one
 * address can join while nobody floods the approvals queue.
 */
export const GUESS_RULE: LimitRule = {
  scope: 'outsider-join:guess',
  limit: OUTSIDER_LIMITS.guessesPerWindow,
  windowMs: OUTSIDER_LIMITS.joinWindowMs,
};
export const JOIN_RULE: LimitRule = {
  scope: 'outsider-join:address',
  limit: OUTSIDER_LIMITS.joinsPerWindow,
  windowMs: OUTSIDER_LIMITS.joinWindowMs,
};

async function take(db: Kysely<Database>, rule: LimitRule, subject: string, now: number) {
  const allowance = await takeAllowance(db, [{ rule, subject }], now);
  if (!allowance.ok) throw new AppError(ErrorCode.OUTSIDER_JOIN_TOO_FREQUENT, { data: { retryAt: allowance.retryAt } });
  return allowance.taken;
}

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export interface JoinInput {
  enterprise: Enterprise;
  code: string;
  name: string;
  account: string;
  password: string;
  confirm: string;
  phone?: string;
  organisation?: string;
  ip: string;
  language: Language;
  now: number;
}

export async function joinWithCode(db: Kysely<Database>, input: JoinInput): Promise<OutsiderJoinResult> {
  const subject = `${input.enterprise.id}:${input.ip}`;
  const guess = await take(db, GUESS_RULE, subject, input.now);
  await assertCodeValid(db, input.code, input.now);
  await giveBack(db, guess);
  await take(db, JOIN_RULE, subject, input.now);
  enforcePasswordPolicy(input.password, input.confirm, policyOf(input.enterprise), input.language);

  const taken = await db.selectFrom('users').select('id').where('account', '=', input.account).executeTakeFirst();
  if (taken) throw new AppError(ErrorCode.OUTSIDER_ACCOUNT_TAKEN);
  const ticket = randomBytes(32).toString('base64url');
  // The partial unique index (one pending application per account) decides a race of two joins.
  const row = await db
    .insertInto('outsider_applications')
    .values({
      eid: input.enterprise.id,
      name: input.name,
      account: input.account,
      phone: input.phone ?? '',
      organisation: input.organisation ?? '',
      password_hash: await hashPassword(input.password),
      ticket_hash: ticketHash(ticket),
      language: input.language,
      created_at: input.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['eid', 'account'])
        .where(sql<SqlBool>`status = 'pending'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.OUTSIDER_ACCOUNT_TAKEN);
  return { ticket, status: 'pending', enterpriseName: input.enterprise.name };
}

/** The applicant's own view: the ticket only its browser holds names the application. */
export async function statusOf(
  db: Kysely<Database>,
  enterprise: Enterprise,
  ticket: string,
): Promise<OutsiderStatusAnswer> {
  const row = await db
    .selectFrom('outsider_applications')
    .select(['status', 'name', 'account', 'organisation', 'reason', 'created_at', 'decided_at'])
    .where('ticket_hash', '=', ticketHash(ticket))
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.OUTSIDER_TICKET_UNKNOWN);
  return {
    status: row.status,
    name: row.name,
    account: row.account,
    organisation: row.organisation,
    enterpriseName: enterprise.name,
    reason: row.reason ?? '',
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

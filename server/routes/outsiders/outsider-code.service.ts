import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ErrorCode,
  OUTSIDER_CODE_ALPHABET,
  OUTSIDER_LIMITS,
  normaliseOutsiderCode,
  type OutsiderCode,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';

/** The enterprise's outsider code (decision 0057): one row per enterprise, replaced on regenerate. */

function newCode(): string {
  let code = '';
  for (let i = 0; i < OUTSIDER_LIMITS.codeLength; i++)
    code += OUTSIDER_CODE_ALPHABET[randomInt(OUTSIDER_CODE_ALPHABET.length)];
  return code;
}

async function pendingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outsider_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function present(db: Kysely<Database>, row: { code: string; created_at: number; expires_at: number }) {
  return { code: row.code, createdAt: row.created_at, expiresAt: row.expires_at, pending: await pendingCount(db) };
}

/** The current code; the first administrator to look makes one. */
export async function currentCode(
  db: Kysely<Database>,
  input: { eid: number; adminId: number; now: number },
): Promise<OutsiderCode> {
  await db
    .insertInto('outsider_codes')
    .values({
      eid: input.eid,
      code: newCode(),
      created_at: input.now,
      expires_at: input.now + OUTSIDER_LIMITS.codeLifetimeMs,
      created_by: input.adminId,
    })
    .onConflict((oc) => oc.column('eid').doNothing())
    .execute();
  const row = await db.selectFrom('outsider_codes').selectAll().executeTakeFirstOrThrow();
  return present(db, row);
}

/** A new code with a new lifetime; the old one is refused from now on. */
export async function regenerateCode(
  db: Kysely<Database>,
  input: { eid: number; adminId: number; now: number },
): Promise<OutsiderCode> {
  const values = {
    code: newCode(),
    created_at: input.now,
    expires_at: input.now + OUTSIDER_LIMITS.codeLifetimeMs,
    created_by: input.adminId,
  };
  await db
    .insertInto('outsider_codes')
    .values({ eid: input.eid, ...values })
    .onConflict((oc) => oc.column('eid').doUpdateSet(values))
    .execute();
  return present(db, { ...values });
}

/** Refuse a code that is not the enterprise's current one, or is past its lifetime. */
export async function assertCodeValid(db: Kysely<Database>, raw: string, now: number): Promise<void> {
  const row = await db.selectFrom('outsider_codes').select(['code', 'expires_at']).executeTakeFirst();
  if (!row || row.code !== normaliseOutsiderCode(raw)) throw new AppError(ErrorCode.OUTSIDER_CODE_INVALID);
  if (row.expires_at <= now) throw new AppError(ErrorCode.OUTSIDER_CODE_EXPIRED);
}

export { pendingCount as pendingOutsiders };

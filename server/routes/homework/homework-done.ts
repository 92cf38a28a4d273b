import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What other areas ask of assignments and certificates (roster contracts, decision 0046): the
 * training stages count an assignment as done when it passed or was excellent; the learning
 * centre home counts the learner's certificates. `db` is already scoped to the caller's enterprise.
 */
type Db = Kysely<Database> | Transaction<Database>;

export async function homeworkDone(db: Db, userId: number, homeworkIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(homeworkIds)];
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('homework_submissions')
    .select('homework_id')
    .where('user_id', '=', userId)
    .where('homework_id', 'in', ids)
    .where('status', 'in', ['passed', 'excellent'])
    .execute();
  return new Set(rows.map((row) => Number(row.homework_id)));
}

/** Valid = neither revoked nor past its expiry at `now`; total = every certificate ever given. */
export async function countCertificates(
  db: Db,
  userId: number,
  now: number = Date.now(),
): Promise<{ valid: number; total: number }> {
  const rows = await db
    .selectFrom('certificates')
    .select(['revoked_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  const valid = rows.filter((row) => row.revoked_at === null && (row.expires_at === null || row.expires_at > now));
  return { valid: valid.length, total: rows.length };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsedCodes } from './sim-support';

/** Expired rows are swept at most this often per process; an expired code is refused before the ledger anyway. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The simulators' single-use ledger in the database (host_sim_codes, migration 0029), so a code
 * redeemed at one server process is refused at every other. The insert is the check: the second
 * use of a code conflicts on its id and gets no row back, on SQLite and PostgreSQL alike.
 */
export function usedCodesInDatabase(db: Kysely<Database>, now: () => number): UsedCodes {
  let lastSweep = 0;
  return {
    async firstUse(id, expiresAt) {
      if (Math.abs(now() - lastSweep) >= SWEEP_EVERY_MS) {
        lastSweep = now();
        await db.deleteFrom('host_sim_codes').where('expires_at', '<=', now()).execute();
      }
      const row = await db
        .insertInto('host_sim_codes')
        .values({ id, expires_at: expiresAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { forTenant } from '../../db/tenant-scope';
import { accountUserId } from '../../test-support/lookups';

export function userIdOf(db: Kysely<Database>, account: string, eid = 1): Promise<number> {
  return accountUserId(db, eid, account);
}

/** Emit as an area would: inside a transaction of its own write. */
/** Emit as a call of the event's enterprise would: inside its tenant scope. */
export async function emit(db: Kysely<Database>, event: DomainEvent): Promise<void> {
  await forTenant(db, event.eid)
    .transaction()
    .execute((trx) => emitDomainEvent(trx, event));
}

/** A learner's micro-course in eid 1 (the micro-course area makes these; tests only need the row). */
export async function insertMicroCourse(db: Kysely<Database>, ownerUserId: number, eid = 1): Promise<number> {
  const row = await db
    .insertInto('courses')
    .values({
      eid,
      category_id: null,
      title: 'My micro-course',
      media_type: 'video',
      source: 'micro',
      owner_user_id: ownerUserId,
      lecturer_user_id: null,
      expires_at: null,
      published_at: 1,
      created_at: 1,
      updated_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function firstCourseId(db: Kysely<Database>, eid = 1): Promise<number> {
  return (
    await db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', eid)
      .where('status', '=', 'published')
      .where('audience', '=', 'all')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

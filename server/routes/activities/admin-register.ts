import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { lockLearner } from '../points';

/**
 * An administrator registers learners for an activity (issue 27 item 4, decision 0055): the
 * same seat rule as a learner's own registration (one conditional update, so parallel writers
 * cannot pass the capacity), no registration window (the administrator decides), one
 * transaction per learner with the learner locked first. A live registration is left as it is;
 * a cancelled one is registered again. `activity.assigned` tells the learner once (message and
 * the trainingtask red point). Returns who was registered now and who found the activity full.
 */
export async function registerLearnersByAdmin(
  db: Kysely<Database>,
  input: { eid: number; activityId: number; userIds: number[]; dueAt: number | null; now: number },
): Promise<{ registered: number; full: number }> {
  let registered = 0;
  let full = 0;
  for (const userId of input.userIds) {
    const outcome = await db.transaction().execute(async (trx) => {
      await lockLearner(trx, userId);
      const r = await trx
        .selectFrom('activity_registrations')
        .select(['id', 'cancelled_at'])
        .where('activity_id', '=', input.activityId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (r && r.cancelled_at === null) return 'kept' as const;
      const seat = await trx
        .updateTable('activities')
        .set((eb) => ({ registered: eb('registered', '+', 1) }))
        .where('id', '=', input.activityId)
        .where((eb) => eb.or([eb('capacity', '=', 0), eb('registered', '<', eb.ref('capacity'))]))
        .executeTakeFirst();
      if (Number(seat.numUpdatedRows) !== 1) return 'full' as const;
      if (r) {
        await trx
          .updateTable('activity_registrations')
          .set({ cancelled_at: null, registered_at: input.now })
          .where('id', '=', r.id)
          .execute();
      } else {
        await trx
          .insertInto('activity_registrations')
          .values({ eid: input.eid, activity_id: input.activityId, user_id: userId, registered_at: input.now })
          .execute();
      }
      await emitDomainEvent(trx, {
        type: 'activity.assigned',
        eid: input.eid,
        at: input.now,
        activityId: input.activityId,
        userId,
        dueAt: input.dueAt,
      });
      return 'registered' as const;
    });
    if (outcome === 'registered') registered += 1;
    if (outcome === 'full') full += 1;
  }
  return { registered, full };
}

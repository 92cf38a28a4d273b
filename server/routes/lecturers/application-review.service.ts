import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { lockLearner } from '../points';

/*
 * An administrator's decision on a lecturer application (spec 001 §5 "apply as lecturer", issue 27,
 * decision 0053). Approval makes the applicant an internal lecturer of the enterprise (their
 * existing lecturer row, if an administrator had disabled it, is enabled and refreshed); a
 * rejection keeps no lecturer and the applicant may apply again. The applicant is told either way.
 */
export async function reviewApplication(
  trx: Transaction<Database>,
  scope: { eid: number; now: number },
  input: { applicationId: number; approved: boolean; reason: string },
): Promise<boolean> {
  const found = await trx
    .selectFrom('lecturer_applications')
    .select(['id', 'user_id'])
    .where('id', '=', input.applicationId)
    .executeTakeFirst();
  if (!found) return false;
  // The applicant's own writes (a new application meanwhile) wait for this decision, and vice versa.
  await lockLearner(trx, found.user_id);
  const application = await trx
    .selectFrom('lecturer_applications')
    .selectAll()
    .where('id', '=', found.id)
    .executeTakeFirstOrThrow();
  const moved = await trx
    .updateTable('lecturer_applications')
    .set({ status: input.approved ? 'approved' : 'rejected', reviewed_at: scope.now })
    .where('id', '=', application.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  let lecturerId: number | null = null;
  if (input.approved) {
    const values = {
      name: application.name,
      avatar: application.avatar,
      gender: application.gender,
      region: application.region,
      introduction: application.introduction,
      labels: application.labels,
      enabled: 1,
    };
    const existing = await trx
      .selectFrom('lecturers')
      .select('id')
      .where('user_id', '=', application.user_id)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('lecturers').set(values).where('id', '=', existing.id).execute();
      lecturerId = existing.id;
    } else {
      const row = await trx
        .insertInto('lecturers')
        .values({ eid: scope.eid, user_id: application.user_id, type: 'internal', created_at: scope.now, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      lecturerId = row.id;
    }
  }
  await emitDomainEvent(trx, {
    type: 'review.decided',
    eid: scope.eid,
    at: scope.now,
    kind: 'lecturerApplication',
    itemId: application.id,
    authorUserId: application.user_id,
    title: application.name,
    approved: input.approved,
    reason: input.approved ? '' : input.reason,
    link: lecturerId ? `/lecturer/lecturerDetail/${lecturerId}` : '',
  });
  return true;
}

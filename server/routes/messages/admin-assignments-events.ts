import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage, raiseRedPoint } from './deliver-message';

const NAME = 'messages:admin-assignments';

/**
 * Messages of the administrators' assignments (decision 0055). An activity an administrator
 * registered the learner for is a message and lights `trainingtask` (the activities tab of the
 * task list); a course the enterprise bought for the learner is a message. Keys name the
 * activity and the purchase, so assigning again or a retried event writes nothing new.
 */
export function subscribeAdminAssignmentMessageEvents(): void {
  onDomainEvent('activity.assigned', NAME, async (trx, e) => {
    const activity = await trx
      .selectFrom('activities')
      .select(['title', 'start_at', 'end_at', 'address'])
      .where('id', '=', e.activityId)
      .executeTakeFirst();
    if (!activity) return;
    const made = await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'activity_assigned',
      params: {
        activityId: e.activityId,
        activityTitle: activity.title,
        startAt: activity.start_at,
        endAt: activity.end_at,
        place: activity.address,
      },
      link: `/task/active-detail/${e.activityId}`,
      sourceType: 'activity',
      sourceId: String(e.activityId),
      dedupeKey: `activity_assigned:${e.activityId}`,
      at: e.at,
    });
    if (made)
      await raiseRedPoint(trx, { eid: e.eid, userId: e.userId, kind: 'trainingtask', refId: e.activityId, at: e.at });
  });

  onDomainEvent('course.bought_for_member', NAME, async (trx, e) => {
    const course = await trx.selectFrom('courses').select(['title']).where('id', '=', e.courseId).executeTakeFirst();
    if (!course) return;
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'course_bought_for_member',
      params: { courseId: e.courseId, courseTitle: course.title, expiresAt: e.validUntil },
      link: `/course/${e.courseId}`,
      sourceType: 'course',
      sourceId: String(e.courseId),
      dedupeKey: `course_bought:${e.purchaseId}`,
      at: e.at,
    });
  });
}

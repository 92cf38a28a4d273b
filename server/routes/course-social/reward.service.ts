import { ErrorCode } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { changePoints, lockLearner } from '../points';
import { rewardRefusal } from './course-marks.service';
import { visibleCourse, type SocialScope } from './social-scope';

/**
 * apiCourse/courseReward: the learner gives whole points to the course's lecturer, once per
 * course. Debit and credit are two changePoints in one transaction with ref keys derived from
 * the client's request id, so a retry, a replayed request or a double click moves points once
 * (the repeat is told DUPLICATE_SUBMISSION); any later reward of the same course is ALREADY_REWARDED.
 */
export async function rewardCourse(
  scope: SocialScope,
  input: { courseId: number; points: number; requestId: string },
): Promise<{ points: number; balance: number }> {
  return scope.db.transaction().execute(async (trx) => {
    const course = await visibleCourse(trx, scope, input.courseId);
    const refusal = rewardRefusal(course, scope.user.id);
    if (refusal) throw new AppError(ErrorCode.REWARD_NOT_ALLOWED, { data: { reason: refusal } });
    // Giver and lecturer are locked (PostgreSQL; SQLite serialises writers) in id order, so the
    // giver's rewards are decided one at a time and two people rewarding each other cannot deadlock.
    for (const id of [scope.user.id, course.lecturer_user_id!].sort((a, b) => a - b)) await lockLearner(trx, id);
    const lecturer = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', course.lecturer_user_id!)
      .executeTakeFirst();
    if (!lecturer) throw new AppError(ErrorCode.REWARD_NOT_ALLOWED, { data: { reason: 'no_lecturer' } });

    const earlier = await trx
      .selectFrom('course_rewards')
      .select(['request_id', 'created_at'])
      .where('from_user_id', '=', scope.user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.request_id === input.requestId || scope.now - earlier.created_at < 3000)
        throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      throw new AppError(ErrorCode.ALREADY_REWARDED);
    }
    const refKey = `course-reward:${course.id}:${scope.user.id}:${input.requestId}`;
    const debit = await changePoints(trx, {
      eid: scope.eid,
      userId: scope.user.id,
      delta: -input.points,
      reason: 'course_reward_sent',
      refKey,
      now: scope.now,
    });
    if (!debit.applied) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    await changePoints(trx, {
      eid: scope.eid,
      userId: lecturer.id,
      delta: input.points,
      reason: 'course_reward_received',
      refKey,
      now: scope.now,
    });
    await trx
      .insertInto('course_rewards')
      .values({
        eid: scope.eid,
        course_id: course.id,
        from_user_id: scope.user.id,
        to_user_id: lecturer.id,
        points: input.points,
        request_id: input.requestId,
        created_at: scope.now,
      })
      .execute();
    await emitDomainEvent(trx, {
      type: 'course.reward.received',
      eid: scope.eid,
      at: scope.now,
      courseId: course.id,
      fromUserId: scope.user.id,
      toUserId: lecturer.id,
      points: input.points,
    });
    return { points: input.points, balance: debit.balance };
  });
}

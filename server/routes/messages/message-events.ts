import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage, raiseRedPoint } from './deliver-message';
import { localizedParams } from './message-params';
import { subscribeHomeworkMessageEvents } from './homework-events';
import { subscribeTrainingMessageEvents } from './training-events';
import { subscribeCommunityMessageEvents } from './community-events';
import { subscribeAdminAssignmentMessageEvents } from './admin-assignments-events';
import { subscribeOutreachMessageEvents } from './outreach-events';
import { subscribeApprovalMessageEvents } from './admin-approvals-events';

const NAME = 'messages';

async function courseOf(trx: Transaction<Database>, eid: number, courseId: number) {
  return trx
    .selectFrom('courses')
    .select(['id', 'title', 'source', 'owner_user_id'])
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/**
 * The server's own events write the messages (decision 0022). Every handler runs in the
 * emitter's transaction and names a dedupe key, so a retried or replayed event writes nothing
 * new. course.completed and checkin.done make no message: the weekly summary counts completions,
 * and a check-in is the learner's own act.
 */
export function subscribeMessageEvents(): void {
  subscribeHomeworkMessageEvents();
  subscribeTrainingMessageEvents();
  subscribeCommunityMessageEvents();
  subscribeAdminAssignmentMessageEvents();
  subscribeOutreachMessageEvents();
  subscribeApprovalMessageEvents();
  onDomainEvent('course.comment.added', NAME, async (trx, e) => {
    const course = await courseOf(trx, e.eid, e.courseId);
    if (!course) return;
    const params = {
      courseId: e.courseId,
      courseTitle: course.title,
      excerpt: e.excerpt.slice(0, 120),
      commentId: e.commentId,
    };
    const base = {
      eid: e.eid,
      category: 'comment' as const,
      params,
      link: `/course/${e.courseId}`,
      sourceType: 'course_comment',
      sourceId: String(e.commentId),
      actorUserId: e.authorUserId,
      dedupeKey: `comment:${e.commentId}`,
      at: e.at,
    };
    // A reply first: when the replied-to person also owns the course, the reply is the more specific news (same key, one message).
    if (e.replyToUserId !== null && e.replyToUserId !== e.authorUserId)
      await deliverMessage(trx, { ...base, userId: e.replyToUserId, kind: 'comment_reply' });
    const owner = course.source === 'micro' ? (course.owner_user_id ?? e.courseOwnerUserId) : null;
    if (owner !== null && owner !== e.authorUserId)
      await deliverMessage(trx, { ...base, userId: owner, kind: 'course_comment' });
  });

  onDomainEvent('course.comment.praised', NAME, async (trx, e) => {
    if (e.byUserId === e.commentAuthorUserId) return;
    const course = await courseOf(trx, e.eid, e.courseId);
    if (!course) return;
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.commentAuthorUserId,
      category: 'praise',
      kind: 'comment_praised',
      params: { courseId: e.courseId, courseTitle: course.title, commentId: e.commentId },
      link: `/course/${e.courseId}`,
      sourceType: 'course_comment',
      sourceId: String(e.commentId),
      actorUserId: e.byUserId,
      dedupeKey: `praise:${e.commentId}:${e.byUserId}`,
      at: e.at,
    });
  });

  onDomainEvent('course.note.reviewed', NAME, async (trx, e) => {
    const course = await courseOf(trx, e.eid, e.courseId);
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.ownerUserId,
      category: 'own',
      kind: 'note_reviewed',
      params: { courseId: e.courseId, courseTitle: course?.title ?? '', approved: e.approved, reason: e.reason ?? '' },
      link: '/my/my-note',
      sourceType: 'course_note',
      sourceId: String(e.noteId),
      dedupeKey: `note:${e.noteId}:${e.approved ? 1 : 0}`,
      at: e.at,
    });
  });

  onDomainEvent('course.reward.received', NAME, async (trx, e) => {
    const course = await courseOf(trx, e.eid, e.courseId);
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.toUserId,
      category: 'own',
      kind: 'reward_received',
      params: { courseId: e.courseId, courseTitle: course?.title ?? '', points: e.points },
      link: `/course/${e.courseId}`,
      sourceType: 'course',
      sourceId: String(e.courseId),
      actorUserId: e.fromUserId,
      dedupeKey: `reward:${e.courseId}:${e.fromUserId}:${e.at}`,
      at: e.at,
    });
  });

  // A refused micro-course has no course: its title and id come with the event, so the message
  // names it and two reviews in the same millisecond stay two messages.
  onDomainEvent('micro_course.reviewed', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.ownerUserId,
      category: 'own',
      kind: 'micro_course_reviewed',
      params: { courseId: e.courseId, courseTitle: e.title, approved: e.approved, reason: e.reason },
      link: '/my/my-upLoadCourse',
      sourceType: 'micro_course',
      sourceId: String(e.microCourseId),
      dedupeKey: `micro_review:${e.microCourseId}:${e.at}`,
      at: e.at,
    });
  });

  onDomainEvent('course.assigned', NAME, async (trx, e) => {
    const course = await courseOf(trx, e.eid, e.courseId);
    if (!course) return;
    const made = await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'course_assigned',
      params: { courseId: e.courseId, courseTitle: course.title, dueAt: e.dueAt ?? 0 },
      link: `/course/${e.courseId}`,
      sourceType: 'course',
      sourceId: String(e.courseId),
      dedupeKey: `assigned:${e.courseId}`,
      at: e.at,
    });
    if (made)
      await raiseRedPoint(trx, { eid: e.eid, userId: e.userId, kind: 'coursetask', refId: e.courseId, at: e.at });
  });

  onDomainEvent('order.paid', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'order_paid',
      params: { orderId: e.orderId, title: e.title },
      link: '/my/order',
      sourceType: 'order',
      sourceId: String(e.orderId),
      dedupeKey: `order:${e.orderId}`,
      at: e.at,
    });
  });

  // Exams (decision 0026): a graded paper is a marking notice; asid = the attempt (the notice's route).
  onDomainEvent('exam.paper.graded', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'marking_notice',
      params: { asid: e.attemptId, examId: e.examId, paperName: e.examName, score: e.score, passed: e.passed },
      link: `/task/exam/result/${e.examId}`,
      sourceType: 'exam_attempt',
      sourceId: String(e.attemptId),
      dedupeKey: `marking:${e.attemptId}`,
      at: e.at,
    });
  });

  onDomainEvent('medal.awarded', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'medal_awarded',
      // The name in each language is kept beside the default one: the reader's is picked when read.
      params: { medalId: e.medalId, medalName: e.medalName, ...localizedParams('medalName', e.medalNames) },
      link: '/my/medal',
      sourceType: 'medal',
      sourceId: String(e.medalId),
      // A daily medal is earned again each day: each earning is its own message.
      dedupeKey: e.awardKey ? `medal:${e.medalId}:${e.awardKey}` : `medal:${e.medalId}`,
      at: e.at,
    });
  });
}

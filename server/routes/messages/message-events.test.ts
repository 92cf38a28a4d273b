import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { emit, firstCourseId, insertMicroCourse, userIdOf } from './message-test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function messagesOf(userId: number) {
  return t.db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source_type', '!=', 'demo')
    .execute();
}

describe('messages made by domain events', () => {
  it('a refused micro-course (which has no course) is named in its message, and two refusals at once stay two', async () => {
    const learner = await userIdOf(t.db, 'learner');
    const refusal = {
      type: 'micro_course.reviewed' as const,
      eid: 1,
      at: 2000,
      courseId: 0,
      ownerUserId: learner,
      approved: false,
      reason: 'Add captions',
    };
    await emit(t.db, { ...refusal, microCourseId: 41, title: 'Five-minute stand-ups' });
    await emit(t.db, { ...refusal, microCourseId: 42, title: 'Safety walk' });
    const rows = (await messagesOf(learner)).filter((row) => row.kind === 'micro_course_reviewed');
    expect(
      rows
        .map((row) => JSON.parse(row.params) as { courseTitle: string })
        .map((params) => params.courseTitle)
        .sort(),
    ).toEqual(['Five-minute stand-ups', 'Safety walk']);
    expect(rows.map((row) => row.source_id).sort()).toEqual(['41', '42']);
  });

  it('a comment on a micro-course tells its owner once, even when the event is delivered again', async () => {
    const learner = await userIdOf(t.db, 'learner');
    const sales = await userIdOf(t.db, 'sales');
    const courseId = await insertMicroCourse(t.db, learner);
    const event = {
      type: 'course.comment.added' as const,
      eid: 1,
      at: 1000,
      courseId,
      commentId: 55,
      authorUserId: sales,
      courseOwnerUserId: learner,
      replyToUserId: null,
      excerpt: 'Great course',
    };
    await emit(t.db, event);
    await emit(t.db, event);
    const rows = await messagesOf(learner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eid: 1,
      category: 'comment',
      kind: 'course_comment',
      actor_user_id: sales,
      link: `/course/${courseId}`,
    });
    expect(JSON.parse(rows[0]!.params)).toMatchObject({ courseTitle: 'My micro-course', excerpt: 'Great course' });
    expect(await messagesOf(sales)).toHaveLength(0);
  });

  it('a reply tells the replied-to user; the owner who replies to themselves gets nothing', async () => {
    const learner = await userIdOf(t.db, 'learner');
    const engineer = await userIdOf(t.db, 'engineer');
    const courseId = await firstCourseId(t.db);
    await emit(t.db, {
      type: 'course.comment.added',
      eid: 1,
      at: 1000,
      courseId,
      commentId: 60,
      authorUserId: engineer,
      courseOwnerUserId: null,
      replyToUserId: learner,
      excerpt: 'Me too',
    });
    await emit(t.db, {
      type: 'course.comment.added',
      eid: 1,
      at: 1000,
      courseId,
      commentId: 61,
      authorUserId: learner,
      courseOwnerUserId: null,
      replyToUserId: learner,
      excerpt: 'self',
    });
    const rows = await messagesOf(learner);
    expect(rows.map((row) => row.kind)).toEqual(['comment_reply']);
  });

  it('never writes to a user of another tenant', async () => {
    const visitor = await userIdOf(t.db, 'visitor', 2);
    const otherLearner = await userIdOf(t.db, 'learner', 2);
    const courseId = await firstCourseId(t.db);
    await emit(t.db, {
      type: 'course.comment.added',
      eid: 1,
      at: 1000,
      courseId,
      commentId: 70,
      authorUserId: visitor,
      courseOwnerUserId: null,
      replyToUserId: otherLearner,
      excerpt: 'x',
    });
    await emit(t.db, { type: 'course.assigned', eid: 1, at: 1000, courseId, userId: otherLearner, dueAt: null });
    await emit(t.db, { type: 'medal.awarded', eid: 1, at: 1000, userId: otherLearner, medalId: 1, medalName: 'x' });
    expect(await messagesOf(otherLearner)).toHaveLength(0);
    expect(
      await t.db.selectFrom('task_red_points').selectAll().where('user_id', '=', otherLearner).execute(),
    ).toHaveLength(0);
  });

  it('praise, note review, reward, micro-course review, order and medal each make one own message', async () => {
    const learner = await userIdOf(t.db, 'learner');
    const sales = await userIdOf(t.db, 'sales');
    const courseId = await firstCourseId(t.db);
    const events = [
      {
        type: 'course.comment.praised' as const,
        eid: 1,
        at: 1,
        courseId,
        commentId: 1,
        byUserId: sales,
        commentAuthorUserId: learner,
      },
      {
        type: 'course.note.reviewed' as const,
        eid: 1,
        at: 2,
        courseId,
        noteId: 1,
        ownerUserId: learner,
        approved: true,
      },
      {
        type: 'course.reward.received' as const,
        eid: 1,
        at: 3,
        courseId,
        fromUserId: sales,
        toUserId: learner,
        points: 5,
      },
      {
        type: 'micro_course.reviewed' as const,
        eid: 1,
        at: 4,
        microCourseId: 3,
        title: 'Stand-ups',
        courseId: 0,
        ownerUserId: learner,
        approved: false,
        reason: 'blurry',
      },
      { type: 'order.paid' as const, eid: 1, at: 5, orderId: 9, userId: learner, title: 'A course' },
      { type: 'medal.awarded' as const, eid: 1, at: 6, userId: learner, medalId: 2, medalName: 'Star' },
      { type: 'course.completed' as const, eid: 1, at: 7, courseId, userId: learner },
      { type: 'checkin.done' as const, eid: 1, at: 8, userId: learner, day: '2026-01-01', streak: 1 },
    ];
    for (const event of events) {
      await emit(t.db, event);
      await emit(t.db, event);
    }
    const rows = await messagesOf(learner);
    expect(rows.map((row) => `${row.category}/${row.kind}`).sort()).toEqual(
      [
        'own/medal_awarded',
        'own/micro_course_reviewed',
        'own/note_reviewed',
        'own/order_paid',
        'own/reward_received',
        'praise/comment_praised',
      ].sort(),
    );
  });
});

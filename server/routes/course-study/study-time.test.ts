import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { onDomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { creditedTotals, demoCourse, signIn } from './study-test-helpers';

const T0 = Date.parse('2026-11-20T02:00:00Z');
const S = 1000;

describe("study time is the server's", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    t.clock.set(T0);
    // Other areas seed study days of their own; this test's day starts empty.
    await t.db.deleteFrom('study_days').where('day', '=', '2026-11-20').execute();
  });
  afterEach(async () => t.close());

  it('credits wall-clock time only: replayed, accelerated and parallel heartbeats add nothing more', async () => {
    const learner = await signIn(t, 'learner');
    const course = await demoCourse(t, 'Consultative selling');
    const before = await t.db
      .selectFrom('courses')
      .select('learner_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    const start = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId: 'tab-aaaaaaaa',
    });
    expect(start.status).toBe('Y');
    const sessionId = start.data.sessionId as string;
    const after = await t.db
      .selectFrom('courses')
      .select('learner_count')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(after.learner_count).toBe(before.learner_count + 1);

    const beat = (position: number) =>
      learner.call('/v1/course/study/heartbeat', { sessionId, chapterId: course.chapters[0]!, position });
    // Accelerated: 3 s passed, the client claims position 500 (and would like 500 s).
    t.clock.set(T0 + 3 * S);
    const fast = await beat(500);
    expect(fast.data.creditedNow).toBe(3);
    expect(fast.data.chapter.positionSeconds).toBe(12); // clamped to the video's length
    // Replayed: the same beat again with no time passed.
    expect((await beat(500)).data.creditedNow).toBe(0);
    // Parallel: a second tab beating the same session at the same moment.
    const [a, b] = await Promise.all([beat(3), beat(3)]);
    expect(a.data.creditedNow + b.data.creditedNow).toBe(0);
    // A silence longer than a beat (a slow network) is credited at most one interval plus slack.
    t.clock.set(T0 + 33 * S);
    expect((await beat(4)).data.creditedNow).toBe(t.config.studyHeartbeatSeconds + 5);
    // A long silence (tab closed, laptop asleep) ends the session: nothing more is credited.
    t.clock.set(T0 + 600 * S);
    expect((await beat(5)).code).toBe(ErrorCode.STUDY_SESSION_ENDED);

    const totals = await creditedTotals(t, learner.userId, course.id);
    expect(totals.chapters).toBe(3 + t.config.studyHeartbeatSeconds + 5);
    expect(totals.enrolment).toBe(totals.chapters);
    expect(totals.days).toBe(totals.chapters);
    expect(totals.chapters).toBeLessThanOrEqual(33);
  });

  it('a second window and a reload never double the time', async () => {
    const learner = await signIn(t, 'learner');
    const course = await demoCourse(t, 'Consultative selling');
    const chapterId = course.chapters[0]!;
    const first = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-aaaaaaaa',
    });
    const other = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-bbbbbbbb',
    });
    expect(other.code).toBe(ErrorCode.STUDY_MULTI_WINDOW);
    expect(other.data).toMatchObject({ courseId: course.id, title: 'Consultative selling' });

    t.clock.set(T0 + 8 * S);
    expect(
      (await learner.call('/v1/course/study/heartbeat', { sessionId: first.data.sessionId, chapterId, position: 8 }))
        .data.creditedNow,
    ).toBe(8);
    // The same window reloads: it takes its session over; the old one is ended.
    const again = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-aaaaaaaa',
    });
    expect(again.data.chapter.positionSeconds).toBe(8);
    const stale = await learner.call('/v1/course/study/heartbeat', {
      sessionId: first.data.sessionId,
      chapterId,
      position: 9,
    });
    expect(stale.code).toBe(ErrorCode.STUDY_SESSION_ENDED);
    t.clock.set(T0 + 10 * S);
    expect(
      (await learner.call('/v1/course/study/heartbeat', { sessionId: again.data.sessionId, chapterId, position: 10 }))
        .data.creditedNow,
    ).toBe(2);
    expect((await creditedTotals(t, learner.userId, course.id)).chapters).toBe(10);
  });

  it('a paused window resumes without crediting the pause', async () => {
    const learner = await signIn(t, 'learner');
    const course = await demoCourse(t, 'Consultative selling');
    const chapterId = course.chapters[0]!;
    const { data } = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-aaaaaaaa',
    });
    t.clock.set(T0 + 4 * S);
    await learner.call('/v1/course/study/heartbeat', { sessionId: data.sessionId, chapterId, position: 4 });
    t.clock.set(T0 + 14 * S);
    const resumed = await learner.call('/v1/course/study/heartbeat', {
      sessionId: data.sessionId,
      chapterId,
      position: 4,
      active: '0',
    });
    expect(resumed.data.creditedNow).toBe(0);
    t.clock.set(T0 + 16 * S);
    expect(
      (await learner.call('/v1/course/study/heartbeat', { sessionId: data.sessionId, chapterId, position: 6 })).data
        .creditedNow,
    ).toBe(2);
  });

  it('completes chapters and the course once: credits, calendar and event', async () => {
    const events: number[] = [];
    onDomainEvent('course.completed', 'study-time-test', async (_trx, event) => void events.push(event.courseId));
    const learner = await signIn(t, 'learner');
    const course = await demoCourse(t, 'Consultative selling');
    const creditBefore = (
      await t.db.selectFrom('users').select('credit').where('id', '=', learner.userId).executeTakeFirstOrThrow()
    ).credit;
    let now = T0;
    for (const chapterId of course.chapters) {
      const { data } = await learner.call('/v1/course/study/start', {
        courseId: course.id,
        chapterId,
        windowId: 'tab-aaaaaaaa',
      });
      now += 5 * S;
      t.clock.set(now);
      const early = await learner.call('apiCourse/setCourseCompleted', {
        courseId: course.id,
        chapterId,
        sessionId: data.sessionId,
      });
      expect(early.code).toBe(ErrorCode.STUDY_NOT_FINISHED);
      now += 6 * S;
      t.clock.set(now);
      // The last chapter is finished by setCourseCompleted (the learner closes it), the others by a beat.
      const beat =
        chapterId === course.chapters.at(-1)
          ? await learner.call('apiCourse/setCourseCompleted', {
              courseId: course.id,
              chapterId,
              sessionId: data.sessionId,
            })
          : await learner.call('/v1/course/study/heartbeat', { sessionId: data.sessionId, chapterId, position: 11 });
      expect(beat.data.chapterCompletedNow).toBe(true);
      // More beats on a finished chapter or course change nothing but time.
      now += 3 * S;
      t.clock.set(now);
      const more = await learner.call('/v1/course/study/heartbeat', {
        sessionId: data.sessionId,
        chapterId,
        position: 12,
      });
      expect(more.data.chapterCompletedNow).toBe(false);
      expect(more.data.courseCompletedNow).toBe(false);
    }
    const totals = await creditedTotals(t, learner.userId, course.id);
    expect(totals.completedAt).not.toBeNull();
    const user = await t.db
      .selectFrom('users')
      .select('credit')
      .where('id', '=', learner.userId)
      .executeTakeFirstOrThrow();
    expect(user.credit).toBeCloseTo(creditBefore + 1.5);
    const day = await t.db
      .selectFrom('study_days')
      .selectAll()
      .where('user_id', '=', learner.userId)
      .where('day', '=', '2026-11-20')
      .executeTakeFirstOrThrow();
    expect(day.courses_completed).toBe(1);
    expect(events.filter((id) => id === course.id)).toHaveLength(1);
  });

  it('SCORM completes when the package reports it, once', async () => {
    const learner = await signIn(t, 'learner');
    const course = await demoCourse(t, 'Code of conduct (SCORM)');
    const chapterId = course.chapters[0]!;
    const get = () => learner.call('apiCourse/getScormCompleted', { courseId: course.id, chapterId });
    const set = (lessonStatus: string) =>
      learner.call('apiCourse/setScormCompleted', {
        courseId: course.id,
        chapterId,
        lessonStatus,
        lessonLocation: 'p2',
        suspendData: '',
      });
    expect((await get()).data.completed).toBe(false);
    expect((await set('bogus')).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await set('completed')).data.courseCompletedNow).toBe(true);
    expect((await set('completed')).data.courseCompletedNow).toBe(false);
    // A finished package never goes back to incomplete.
    expect((await set('incomplete')).data.lessonStatus).toBe('completed');
    expect((await get()).data).toMatchObject({ completed: true, lessonLocation: 'p2' });
    const day = await t.db
      .selectFrom('study_days')
      .selectAll()
      .where('user_id', '=', learner.userId)
      .where('day', '=', '2026-11-20')
      .executeTakeFirstOrThrow();
    expect(day.courses_completed).toBe(1);
  });

  it('preview records nothing', async () => {
    const admin = await signIn(t, 'admin');
    const course = await demoCourse(t, 'Key accounts (sales team only)');
    const start = await admin.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId: 'tab-admin-01',
      preview: '1',
    });
    expect(start.data).toMatchObject({ sessionId: null, preview: true });
    const scorm = await demoCourse(t, 'Code of conduct (SCORM)');
    expect(
      (
        await admin.call('apiCourse/setScormCompleted', {
          courseId: scorm.id,
          chapterId: scorm.chapters[0]!,
          lessonStatus: 'completed',
          preview: '1',
        })
      ).status,
    ).toBe('Y');
    expect(
      (
        await admin.call('apiCourse/getVideoUrlAliyun', {
          courseId: course.id,
          chapterId: course.chapters[0]!,
          preview: '1',
        })
      ).status,
    ).toBe('Y');
    expect(
      await t.db.selectFrom('course_enrolments').selectAll().where('user_id', '=', admin.userId).execute(),
    ).toHaveLength(0);
    expect(
      await t.db.selectFrom('chapter_progress').selectAll().where('user_id', '=', admin.userId).execute(),
    ).toHaveLength(0);
    expect(
      await t.db.selectFrom('study_sessions').selectAll().where('user_id', '=', admin.userId).execute(),
    ).toHaveLength(0);
    // A learner asking for preview gets no preview.
    const learner = await signIn(t, 'learner');
    const asked = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId: 'tab-learner1',
      preview: '1',
    });
    expect(asked.code).toBe(ErrorCode.STUDY_NOT_VISIBLE);
  });
});

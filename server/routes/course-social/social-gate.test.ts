import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callerOf, chapterIdsOf, courseIdOf, userIdOf, type Caller } from './social-test-helpers';

/**
 * Issue 18 item 7: writing about a course (comment, reply, note, rating) follows the gate of
 * studying it. A learner who may not study the course (not bought, expired, not listed for them)
 * is refused with the study refusal's code, and nothing is written.
 */
let t: TestApp;
let learner: Caller;
beforeEach(async () => {
  t = await createTestApp();
  learner = callerOf(t, await t.login('colleague01'));
});
afterEach(async () => {
  await t.close();
});

async function writtenBy(account: string) {
  const userId = await userIdOf(t, account);
  const count = async (table: 'course_comments' | 'course_notes' | 'course_ratings') =>
    (await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
  return {
    comments: await count('course_comments'),
    notes: await count('course_notes'),
    ratings: await count('course_ratings'),
  };
}

async function writeEverything(courseId: number) {
  const [chapterId] = await chapterIdsOf(t, courseId);
  return {
    comment: (await learner('apiCourse/addComment', { courseId, content: 'Great course' })).code,
    note: (
      await learner('/v1/courseNote/note/add-note', {
        courseId,
        chapterId: chapterId!,
        content: 'My note',
        visibility: 'private',
      })
    ).code,
    rating: (await learner('apiCourse/courseGrade', { courseId, stars: 5 })).code,
  };
}

describe('comments, notes and ratings follow the study gate (issue 18 item 7)', () => {
  it.each([
    ['Coaching conversations (points)', ErrorCode.STUDY_NOT_PURCHASED],
    ['Data protection 2025', ErrorCode.STUDY_COURSE_EXPIRED],
  ])('refuses every write on %s with the study refusal and writes nothing', async (title, code) => {
    const before = await writtenBy('colleague01');
    const courseId = await courseIdOf(t, title);
    // The same refusal as opening a chapter of it.
    const [chapterId] = await chapterIdsOf(t, courseId);
    expect((await learner('apiCourse/getVideoUrlAliyun', { courseId, chapterId: chapterId! })).code).toBe(code);
    expect(await writeEverything(courseId)).toEqual({ comment: code, note: code, rating: code });
    expect(await writtenBy('colleague01')).toEqual(before);
  });

  it('refuses a reply in the thread of a course the learner may not study', async () => {
    const courseId = await courseIdOf(t, 'Coaching conversations (points)');
    // A comment by someone who bought it, so there is a thread to reply in.
    const { id } = await t.db
      .insertInto('course_comments')
      .values({
        eid: 1,
        course_id: courseId,
        user_id: await userIdOf(t, 'learner'),
        thread_id: null,
        reply_to_user_id: null,
        content: 'Worth every point',
        request_id: null,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await writtenBy('colleague01');
    const reply = await learner('apiCourse/addComment', { courseId, content: 'Me too', replyTo: id });
    expect(reply.code).toBe(ErrorCode.STUDY_NOT_PURCHASED);
    expect(await writtenBy('colleague01')).toEqual(before);
  });

  it('lets an administrator write as in preview: they may open every chapter of their courses', async () => {
    const manager = callerOf(t, await t.login('manager'));
    const courseId = await courseIdOf(t, 'Coaching conversations (points)');
    expect((await manager('apiCourse/addComment', { courseId, content: 'Reviewed for the team' })).code).toBe(
      ErrorCode.OK,
    );
  });

  it('still takes a comment and a note on a course the learner may study (positive control)', async () => {
    const courseId = await courseIdOf(t, 'Consultative selling');
    const written = await writeEverything(courseId);
    expect(written.comment).toBe(ErrorCode.OK);
    expect(written.note).toBe(ErrorCode.OK);
    // Rating waits for every chapter to be finished: refused for that reason, not the gate.
    expect(written.rating).toBe(ErrorCode.COURSE_NOT_FINISHED);
  });
});

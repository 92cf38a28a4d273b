import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type CourseNote } from '../../../protocol';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX, upload } from '../profile/profile-test-helpers';
import { callerOf, chapterIdsOf, courseIdOf, type Caller } from './social-test-helpers';

let t: TestApp;
let learner: Caller;
let engineer: Caller;
let admin: Caller;
let session: { token: string; userid: string };
let courseId: number;
let chapters: number[];
beforeEach(async () => {
  t = await createTestApp();
  session = await t.login('learner');
  learner = callerOf(t, session);
  engineer = callerOf(t, await t.login('engineer'));
  admin = callerOf(t, await t.login('admin'));
  courseId = await courseIdOf(t, 'Leading your first team');
  chapters = await chapterIdsOf(t, courseId);
});
afterEach(async () => t.close());

const ADD = '/v1/courseNote/note/add-note';

describe('notes', () => {
  it('keeps a note of exactly 1000 characters and refuses 1001, changing nothing', async () => {
    const ok = await learner(ADD, {
      courseId,
      chapterId: chapters[0]!,
      content: '字'.repeat(1000),
      visibility: 'private',
    });
    expect(ok.status).toBe('Y');
    expect((ok.data as CourseNote).content).toHaveLength(1000);
    const tooLong = await learner(ADD, {
      courseId,
      chapterId: chapters[0]!,
      content: 'a'.repeat(1001),
      visibility: 'private',
    });
    expect(tooLong).toMatchObject({ status: 'N', code: ErrorCode.NOTE_TOO_LONG });
    const stored = await t.db
      .selectFrom('course_notes')
      .select('content')
      .where('id', '=', (ok.data as CourseNote).id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('字'.repeat(1000));
  });

  it('lets only the owner edit or delete a note', async () => {
    const mine = (await learner(ADD, { courseId, chapterId: chapters[0]!, content: 'mine', visibility: 'private' }))
      .data as CourseNote;
    expect(
      await engineer(ADD, {
        noteId: mine.id,
        courseId,
        chapterId: chapters[0]!,
        content: 'hijacked',
        visibility: 'private',
      }),
    ).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
    expect(await engineer('/v1/courseNote/note/delete-note', { noteId: mine.id })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
    expect(await engineer('/v1/courseNote/note/detail', { noteId: mine.id })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
    expect(
      (await t.db.selectFrom('course_notes').select('content').where('id', '=', mine.id).executeTakeFirstOrThrow())
        .content,
    ).toBe('mine');
    expect(await learner('/v1/courseNote/note/delete-note', { noteId: mine.id })).toMatchObject({ status: 'Y' });
    expect(
      await t.db.selectFrom('course_notes').select('id').where('id', '=', mine.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('sends a public note to review, refuses edits until revoked, then lets the owner edit', async () => {
    const note = (await learner(ADD, { courseId, chapterId: chapters[0]!, content: 'share me', visibility: 'public' }))
      .data as CourseNote;
    expect(note.state).toBe('in_review');
    expect(
      await learner(ADD, {
        noteId: note.id,
        courseId,
        chapterId: chapters[0]!,
        content: 'changed',
        visibility: 'public',
      }),
    ).toMatchObject({ status: 'N', code: ErrorCode.NOTE_IN_REVIEW });
    // Others do not see it while in review.
    const others = (await engineer('/v1/courseNote/note/list', { courseId, chapterId: chapters[0]! })).data as {
      list: CourseNote[];
    };
    expect(others.list.map((n) => n.id)).not.toContain(note.id);
    const revoked = await learner('/v1/courseNote/note/revoke-note', { noteId: note.id });
    expect((revoked.data as CourseNote).state).toBe('private');
    expect(await learner('/v1/courseNote/note/revoke-note', { noteId: note.id })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOTE_NOT_IN_REVIEW,
    });
    const edited = await learner(ADD, {
      noteId: note.id,
      courseId,
      chapterId: chapters[0]!,
      content: 'changed',
      visibility: 'private',
    });
    expect(edited.data).toMatchObject({ content: 'changed', state: 'private' });
  });

  it('lets an administrator approve or reject a note in review and tells the owner', async () => {
    const events: DomainEvent[] = [];
    onDomainEvent('course.note.reviewed', 'notes-test', async (_trx, event) => void events.push(event));
    const note = (
      await learner(ADD, { courseId, chapterId: chapters[0]!, content: 'public please', visibility: 'public' })
    ).data as CourseNote;
    expect(await learner('/v1/courseNote/note/review', { noteId: note.id, approved: '1' })).toMatchObject({
      status: 'N',
      code: ErrorCode.FORBIDDEN,
    });
    const queue = (await admin('/v1/courseNote/note/review-list', {})).data as { list: CourseNote[] };
    expect(queue.list.map((n) => n.id)).toContain(note.id);
    expect(await admin('/v1/courseNote/note/review', { noteId: note.id, approved: '1' })).toMatchObject({
      status: 'Y',
      data: { state: 'public' },
    });
    expect(await admin('/v1/courseNote/note/review', { noteId: note.id, approved: '0' })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOTE_NOT_PENDING,
    });
    expect(events).toEqual([expect.objectContaining({ noteId: note.id, approved: true })]);
    const seen = (await engineer('/v1/courseNote/note/list', { courseId, chapterId: chapters[0]! })).data as {
      list: CourseNote[];
    };
    expect(seen.list.map((n) => n.id)).toContain(note.id);
  });

  it("lists the learner's notes in every state for /my/my-note", async () => {
    const data = (await learner('/v1/courseNote/note/my-notes', {})).data as { list: CourseNote[] };
    expect(data.list.map((n) => n.state)).toContain('in_review');
    expect(data.list.every((n) => n.mine)).toBe(true);
  });

  it("refuses a note on another tenant's course with NOT_FOUND", async () => {
    const other = await courseIdOf(t, 'Time management', 2);
    const [chapter] = await chapterIdsOf(t, other);
    expect(
      await learner(ADD, { courseId: other, chapterId: chapter!, content: 'x', visibility: 'private' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
    expect(await learner(ADD, { courseId, chapterId: chapter!, content: 'x', visibility: 'private' })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('uploads a note image (checked by its bytes) that only its uploader can attach', async () => {
    const uploaded = await upload(t, '/v1/courseNote/note/upload-img', {}, { data: PNG_1PX, name: 'a.png' }, session);
    expect(uploaded.body.status).toBe('Y');
    const { url } = uploaded.body.data as { url: string };
    const fake = await upload(
      t,
      '/v1/courseNote/note/upload-img',
      {},
      { data: Buffer.from('not an image'), name: 'a.png' },
      session,
    );
    expect(fake.body).toMatchObject({ status: 'N', code: ErrorCode.UPLOAD_TYPE_NOT_ALLOWED });
    expect(
      await engineer(ADD, {
        courseId,
        chapterId: chapters[0]!,
        content: 'x',
        visibility: 'private',
        images: JSON.stringify([url]),
      }),
    ).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(
      await learner(ADD, {
        courseId,
        chapterId: chapters[0]!,
        content: 'x',
        visibility: 'private',
        images: JSON.stringify([url]),
      }),
    ).toMatchObject({ status: 'Y', data: { images: [url] } });
  });

  it('shows the notes tip until the learner closes it', async () => {
    expect((await learner('/v1/courseNote/tip/index', {})).data).toEqual({ show: true });
    await learner('/v1/courseNote/tip/close', {});
    await learner('/v1/courseNote/tip/close', {});
    expect((await learner('/v1/courseNote/tip/index', {})).data).toEqual({ show: false });
    expect((await engineer('/v1/courseNote/tip/index', {})).data).toEqual({ show: true });
  });
});

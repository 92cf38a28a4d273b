import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, courseDetailSchema, type ApprovalPage, type CourseShare } from '../../../../protocol';
import { forTenant } from '../../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { userId } from '../approvals-test-helpers';

let t: TestApp;
type Session = { token: string; userid: string };
let admin: Session;
let learner: Session;
let sales: Session;
let course: number;

/** A micro-course published for "only me" (decision 0020): audience 'listed' naming only its owner. */
async function onlyMeCourse(eid: number, account: string, title: string): Promise<number> {
  const db = forTenant(t.db, eid);
  const owner = await userId(t.db, eid, account);
  const now = t.clock.now();
  const row = await db
    .insertInto('courses')
    .values({
      eid,
      category_id: null,
      title,
      summary: `${title} summary`,
      cover: '',
      media_type: 'video',
      lecturer_name: account,
      lecturer_user_id: owner,
      audience: 'listed',
      study_minutes: 3,
      status: 'published',
      source: 'micro',
      owner_user_id: owner,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('course_audience').values({ eid, course_id: row.id, user_id: owner }).execute();
  return row.id;
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
  sales = await t.login('sales');
  course = await onlyMeCourse(1, 'learner', 'Kq4 forklift basics');
});
afterEach(async () => {
  await t.close();
});

async function ask(courseId: number, note = '', who: Session = learner) {
  return (await t.call('/v1/course-share/request', { courseId: String(courseId), note }, { method: 'POST', ...who }))
    .body;
}
async function mine(who: Session = learner): Promise<CourseShare[]> {
  return ((await t.call('/v1/course-share/mine', {}, who)).body.data as { list: CourseShare[] }).list;
}
async function decide(params: Record<string, unknown>, who: Session & { eid?: number } = admin) {
  const wire = { ...params, items: JSON.stringify(params.items) };
  return (await t.call('/v1/admin/approvals/decide', wire as never, { method: 'POST', ...who })).body;
}
async function accessOf(courseId: number, who: Session): Promise<string> {
  const { body } = await t.call('apiCourse/detail', { id: String(courseId) }, who);
  return courseDetailSchema.parse(body.data).access;
}
async function openRequests(courseId: number): Promise<number> {
  const rows = await forTenant(t.db, 1)
    .selectFrom('course_share_requests')
    .select('id')
    .where('course_id', '=', courseId)
    .where('status', '=', 'pending')
    .execute();
  return rows.length;
}
async function messagesOf(account: string) {
  return forTenant(t.db, 1)
    .selectFrom('messages')
    .select(['kind', 'params', 'link'])
    .where('user_id', '=', await userId(t.db, 1, account))
    .orderBy('id')
    .execute();
}

describe('sharing a course with everyone', () => {
  it('the owner asks with a note; the request waits in the queue; asking again changes nothing', async () => {
    const first = await ask(course, '  Useful for every new driver  ');
    expect(first.data).toMatchObject({ courseId: course, status: 'pending', note: 'Useful for every new driver' });
    const again = await ask(course, 'another note');
    expect(again.data).toMatchObject({ id: (first.data as CourseShare).id, note: 'Useful for every new driver' });
    expect(await openRequests(course)).toBe(1);
    expect(await mine()).toMatchObject([{ courseId: course, status: 'pending' }]);
    const page = (await t.call('/v1/admin/approvals/list', { kind: 'sharedCourse', keyword: 'kq4' }, admin)).body
      .data as ApprovalPage;
    expect(page.list).toMatchObject([
      { kind: 'sharedCourse', title: 'Kq4 forklift basics', excerpt: 'Useful for every new driver' },
    ]);
  });

  it('a double click makes one request', async () => {
    const both = await Promise.all([ask(course, 'one'), ask(course, 'two'), ask(course)]);
    expect(new Set(both.map((b) => (b.data as CourseShare).id)).size).toBe(1);
    expect(await openRequests(course)).toBe(1);
  });

  it('only the owner may ask; a note too long, a missing or another enterprise’s course are refused', async () => {
    expect((await ask(course, '', sales)).code).toBe(ErrorCode.SHARE_NOT_OWNER);
    expect((await ask(course, '长'.repeat(201))).code).toBe(ErrorCode.SHARE_NOTE_TOO_LONG);
    expect((await ask(course, '长'.repeat(200))).data).toMatchObject({ status: 'pending' });
    expect((await ask(999_999)).code).toBe(ErrorCode.SHARE_COURSE_NOT_FOUND);
    const theirs = await onlyMeCourse(2, 'hubadmin', 'Zz8 their course');
    expect((await ask(theirs)).code).toBe(ErrorCode.SHARE_COURSE_NOT_FOUND);
    const untouched = await forTenant(t.db, 2).selectFrom('course_share_requests').select('id').execute();
    expect(untouched).toEqual([]);
    expect(
      (await t.call('/v1/course-share/request', { courseId: 'x' }, { method: 'POST', ...learner })).body.code,
    ).toBe(ErrorCode.INVALID_INPUT);
  });

  it('approval opens the course to another learner and tells the owner; it cannot be asked again', async () => {
    const request = (await ask(course, 'please')).data as CourseShare;
    expect(await accessOf(course, sales)).toBe('not_visible');
    const before = (await messagesOf('learner')).length;
    const both = await Promise.all([
      decide({ items: [{ kind: 'sharedCourse', id: request.id }], decision: 'approve' }),
      decide({ items: [{ kind: 'sharedCourse', id: request.id }], decision: 'approve' }),
    ]);
    expect(both.map((b) => (b.data as { changed: number }).changed).sort()).toEqual([0, 1]);
    expect(await accessOf(course, sales)).toBe('available');
    const told = (await messagesOf('learner')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'review_decided', link: `/course/${course}` });
    expect(JSON.parse(told[0]!.params)).toMatchObject({ itemKind: 'sharedCourse', approved: true });
    expect(await mine()).toMatchObject([{ status: 'approved' }]);
    expect((await ask(course)).code).toBe(ErrorCode.SHARE_ALREADY_SHARED);
    const history = (await t.call('/v1/admin/approvals/list', { kind: 'sharedCourse', status: 'approved' }, admin)).body
      .data as ApprovalPage;
    expect(history.list.map((item) => item.id)).toContain(request.id);
  });

  it('rejection needs a reason, which the owner reads; the course stays private and may be asked again', async () => {
    const request = (await ask(course)).data as CourseShare;
    const none = await decide({ items: [{ kind: 'sharedCourse', id: request.id }], decision: 'reject' });
    expect(none.code).toBe(ErrorCode.APPROVAL_REASON_REQUIRED);
    const done = await decide({
      items: [{ kind: 'sharedCourse', id: request.id }],
      decision: 'reject',
      reason: 'Too short',
    });
    expect(done.data).toEqual({ changed: 1, unchanged: 0 });
    expect(await mine()).toMatchObject([{ status: 'rejected', rejectReason: 'Too short' }]);
    expect(await accessOf(course, sales)).toBe('not_visible');
    const told = (await messagesOf('learner')).at(-1)!;
    expect(JSON.parse(told.params)).toMatchObject({ itemKind: 'sharedCourse', approved: false, reason: 'Too short' });
    const second = (await ask(course, 'longer now')).data as CourseShare;
    expect(second.id).not.toBe(request.id);
    expect(await mine()).toMatchObject([{ id: second.id, status: 'pending' }]);
  });

  it('learners are refused the queue; another enterprise’s request is not decided', async () => {
    const request = (await ask(course)).data as CourseShare;
    const refused = await decide({ items: [{ kind: 'sharedCourse', id: request.id }], decision: 'approve' }, learner);
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    const hub = await t.login('hubadmin', 2);
    const other = await decide(
      { items: [{ kind: 'sharedCourse', id: request.id }], decision: 'approve' },
      { ...hub, eid: 2 },
    );
    expect(other.data).toEqual({ changed: 0, unchanged: 1 });
    expect(await openRequests(course)).toBe(1);
    expect(await accessOf(course, sales)).toBe('not_visible');
  });
});

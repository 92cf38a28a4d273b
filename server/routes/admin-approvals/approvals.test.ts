import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type ApprovalPage, type ApprovalSummary } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { pendingItems, userId, type Pending } from './approvals-test-helpers';

let t: TestApp;
let admin: { token: string; userid: string };
let learner: { token: string; userid: string };
let mine: Pending;
const KINDS = [
  'note',
  'microCourse',
  'communityPost',
  'communityAnswer',
  'lecturerApplication',
  'courseComment',
] as const;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
  mine = await pendingItems(t.db, 1, 'learner', 'Qx7', t.clock.now());
});
afterEach(async () => {
  await t.close();
});

async function list(params: Record<string, string>, auth = admin) {
  return (await t.call('/v1/admin/approvals/list', params, auth)).body;
}
async function decide(params: Record<string, unknown>, auth = admin) {
  const wire = { ...params, items: JSON.stringify(params.items) };
  return (await t.call('/v1/admin/approvals/decide', wire as never, { method: 'POST', ...auth })).body;
}
async function messagesOf(account: string) {
  const id = await userId(t.db, 1, account);
  return forTenant(t.db, 1)
    .selectFrom('messages')
    .select(['kind', 'params', 'link'])
    .where('user_id', '=', id)
    .orderBy('id')
    .execute();
}
async function stateOf(kind: (typeof KINDS)[number], id: number): Promise<string> {
  const db = forTenant(t.db, 1);
  switch (kind) {
    case 'note':
      return (await db.selectFrom('course_notes').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
    case 'microCourse':
      return (await db.selectFrom('micro_courses').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state;
    case 'communityPost':
      return (await db.selectFrom('community_posts').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state;
    case 'communityAnswer':
      return (await db.selectFrom('community_comments').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state;
    case 'lecturerApplication':
      return (
        await db.selectFrom('lecturer_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()
      ).status;
    case 'courseComment':
      return (await db.selectFrom('course_comments').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state;
  }
}

const APPROVED: Record<(typeof KINDS)[number], string> = {
  note: 'public',
  microCourse: 'approved',
  communityPost: 'open',
  communityAnswer: 'visible',
  lecturerApplication: 'approved',
  courseComment: 'public',
};
const REJECTED: Record<(typeof KINDS)[number], string> = {
  note: 'rejected',
  microCourse: 'rejected',
  communityPost: 'rejected',
  communityAnswer: 'rejected',
  lecturerApplication: 'rejected',
  courseComment: 'rejected',
};

describe('the approvals queue', () => {
  it('lists every kind, filters by kind and keyword, and pages', async () => {
    const all = (await list({ keyword: 'qx7' })).data as ApprovalPage;
    expect(all.list.map((item) => item.kind).sort()).toEqual([...KINDS].sort());
    expect(all.total).toBe(KINDS.length);
    for (const kind of KINDS) {
      const one = (await list({ kind, keyword: 'Qx7' })).data as ApprovalPage;
      expect(one.list).toHaveLength(1);
      expect(one.list[0]).toMatchObject({ kind, id: mine[kind], status: 'pending' });
      expect(one.list[0]!.authorName).not.toBe('');
    }
    const first = (await list({ keyword: 'Qx7', pageSize: '4', page: '1' })).data as ApprovalPage;
    const second = (await list({ keyword: 'Qx7', pageSize: '4', page: '2' })).data as ApprovalPage;
    expect(first.list).toHaveLength(4);
    expect(second.list).toHaveLength(2);
    const seen = [...first.list, ...second.list].map((item) => `${item.kind}:${item.id}`);
    expect(new Set(seen).size).toBe(6);
    expect(((await list({ keyword: 'no such words' })).data as ApprovalPage).total).toBe(0);
    const summary = (await t.call('/v1/admin/approvals/summary', {}, admin)).body.data as ApprovalSummary;
    for (const kind of KINDS) expect(summary.kinds.find((k) => k.kind === kind)?.pending).toBeGreaterThanOrEqual(1);
    expect(summary.total).toBe(summary.kinds.reduce((sum, k) => sum + k.pending, 0));
  });

  it.each(KINDS)('approves a %s, tells the author, and a second approval changes nothing', async (kind) => {
    const before = (await messagesOf('learner')).length;
    const first = await decide({ items: [{ kind, id: mine[kind] }], decision: 'approve' });
    expect(first.data).toEqual({ changed: 1, unchanged: 0 });
    expect(await stateOf(kind, mine[kind])).toBe(APPROVED[kind]);
    const told = (await messagesOf('learner')).slice(before);
    expect(told.length).toBeGreaterThanOrEqual(1);
    const again = await decide({ items: [{ kind, id: mine[kind] }], decision: 'reject', reason: 'late' });
    expect(again.data).toEqual({ changed: 0, unchanged: 1 });
    expect(await stateOf(kind, mine[kind])).toBe(APPROVED[kind]);
    expect((await messagesOf('learner')).length).toBe(before + told.length);
    const history = (await list({ kind, status: 'approved', keyword: 'Qx7' })).data as ApprovalPage;
    expect(history.list[0]).toMatchObject({ kind, id: mine[kind], status: 'approved' });
  });

  it.each(KINDS)('rejects a %s only with a reason, which the author reads', async (kind) => {
    const none = await decide({ items: [{ kind, id: mine[kind] }], decision: 'reject', reason: '   ' });
    expect(none.code).toBe(ErrorCode.APPROVAL_REASON_REQUIRED);
    const tooLong = await decide({ items: [{ kind, id: mine[kind] }], decision: 'reject', reason: '长'.repeat(301) });
    expect(tooLong.code).toBe(ErrorCode.APPROVAL_REASON_TOO_LONG);
    expect(await stateOf(kind, mine[kind])).not.toBe(REJECTED[kind]);
    const before = (await messagesOf('learner')).length;
    const done = await decide({ items: [{ kind, id: mine[kind] }], decision: 'reject', reason: 'Please cite sources' });
    expect(done.data).toEqual({ changed: 1, unchanged: 0 });
    expect(await stateOf(kind, mine[kind])).toBe(REJECTED[kind]);
    const told = (await messagesOf('learner')).slice(before);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.params)).toMatchObject({ approved: false, reason: 'Please cite sources' });
    const history = (await list({ kind, status: 'rejected', keyword: 'Qx7' })).data as ApprovalPage;
    expect(history.list[0]).toMatchObject({ id: mine[kind], status: 'rejected', reason: 'Please cite sources' });
  });

  it('decides a batch of every kind at once; already decided ones are counted unchanged', async () => {
    await decide({ items: [{ kind: 'note', id: mine.note }], decision: 'approve' });
    const items = KINDS.map((kind) => ({ kind, id: mine[kind] }));
    const result = await decide({ items, decision: 'reject', reason: 'Off topic' });
    expect(result.data).toEqual({ changed: KINDS.length - 1, unchanged: 1 });
    expect(await stateOf('note', mine.note)).toBe('public');
    for (const kind of KINDS.filter((k) => k !== 'note')) expect(await stateOf(kind, mine[kind])).toBe(REJECTED[kind]);
    expect(((await list({ keyword: 'Qx7' })).data as ApprovalPage).total).toBe(0);
  });

  it("leaves another enterprise's items alone and refuses an unknown kind before changing anything", async () => {
    const theirs = await pendingItems(t.db, 2, 'hubadmin', 'Zz9', t.clock.now());
    const result = await decide({
      items: KINDS.map((kind) => ({ kind, id: theirs[kind] })),
      decision: 'approve',
    });
    expect(result.data).toEqual({ changed: 0, unchanged: KINDS.length });
    expect(((await list({ keyword: 'Zz9' })).data as ApprovalPage).total).toBe(0);
    const unknown = await decide({
      items: [
        { kind: 'note', id: mine.note },
        { kind: 'nonsense', id: 1 },
      ],
      decision: 'approve',
    });
    expect(unknown.code).toBe(ErrorCode.APPROVAL_KIND_UNKNOWN);
    expect(await stateOf('note', mine.note)).toBe('in_review');
  });

  it('refuses learners every call and changes nothing', async () => {
    expect((await list({}, learner)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('/v1/admin/approvals/summary', {}, learner)).body.code).toBe(ErrorCode.FORBIDDEN);
    const refused = await decide({ items: [{ kind: 'note', id: mine.note }], decision: 'approve' }, learner);
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    expect(await stateOf('note', mine.note)).toBe('in_review');
    const settings = await t.call(
      '/v1/admin/approvals/settings/save',
      { auditComments: true },
      { method: 'POST', ...learner },
    );
    expect(settings.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('a double click approves once: two decisions at the same time change the item once', async () => {
    const before = (await messagesOf('learner')).length;
    const both = await Promise.all([
      decide({ items: [{ kind: 'lecturerApplication', id: mine.lecturerApplication }], decision: 'approve' }),
      decide({ items: [{ kind: 'lecturerApplication', id: mine.lecturerApplication }], decision: 'approve' }),
    ]);
    expect(both.map((b) => (b.data as { changed: number }).changed).sort()).toEqual([0, 1]);
    expect((await messagesOf('learner')).length).toBe(before + 1);
    const lecturers = await forTenant(t.db, 1)
      .selectFrom('lecturers')
      .select('id')
      .where('user_id', '=', await userId(t.db, 1, 'learner'))
      .execute();
    expect(lecturers).toHaveLength(1);
  });

  it('decisions made on the older admin pages show in the history too', async () => {
    const micro = await t.call(
      'apiCourse/microCourseReview',
      { id: String(mine.microCourse), decision: 'reject', reason: 'Sound is too quiet' },
      { method: 'POST', ...admin },
    );
    expect(micro.body.status, micro.body.msg).toBe('Y');
    const post = await t.call(
      'apiCommunity/review',
      { target: 'post', id: String(mine.communityPost), decision: 'approve' },
      { method: 'POST', ...admin },
    );
    expect(post.body.status, post.body.msg).toBe('Y');
    const rejected = (await list({ status: 'rejected', keyword: 'Qx7' })).data as ApprovalPage;
    expect(rejected.list).toMatchObject([
      { kind: 'microCourse', id: mine.microCourse, status: 'rejected', reason: 'Sound is too quiet' },
    ]);
    const approved = (await list({ kind: 'communityPost', status: 'approved', keyword: 'Qx7' })).data as ApprovalPage;
    expect(approved.list).toMatchObject([{ kind: 'communityPost', id: mine.communityPost, status: 'approved' }]);
    const kept = await forTenant(t.db, 1)
      .selectFrom('approval_decisions')
      .select(['admin_id'])
      .where('item_id', '=', mine.microCourse)
      .where('kind', '=', 'microCourse')
      .executeTakeFirstOrThrow();
    expect(kept.admin_id).toBe(Number(admin.userid));
  });
});

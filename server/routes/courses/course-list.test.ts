import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseListResultSchema, ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { courseId, setEnrolment, userId, type ListPage } from './course-test-helpers';

let t: TestApp;
let learner: { token: string; userid: string };
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

async function list(
  params: Record<string, string> = {},
  session: { token: string; userid: string } | null = learner,
): Promise<ListPage> {
  const { body } = await t.call('apiCourse/byCategoryCache', params, session ?? {});
  expect(body.status, body.msg).toBe('Y');
  return courseListResultSchema.parse(body.data) as ListPage;
}

async function allTitles(
  params: Record<string, string> = {},
  session: { token: string; userid: string } | null = learner,
): Promise<string[]> {
  return (await list({ pageSize: '48', ...params }, session)).list.map((c) => c.title);
}

describe('apiCourse/byCategoryCache', () => {
  it('pages the shelf newest first with a total, and pages do not overlap', async () => {
    const first = await list({ pageSize: '5' });
    const second = await list({ pageSize: '5', page: '2' });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.list).toHaveLength(5);
    const ids = new Set([...first.list, ...second.list].map((c) => c.id));
    expect(ids.size).toBe(10);
    const times = [...first.list, ...second.list].map((c) => c.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const beyond = await list({ pageSize: '5', page: '100' });
    expect(beyond.list).toEqual([]);
  });

  it('never lists off-shelf, transcode-failed, draft or deleted courses', async () => {
    await t.db.updateTable('courses').set({ status: 'draft' }).where('title', '=', 'SQL in one afternoon').execute();
    await t.db.updateTable('courses').set({ status: 'deleted' }).where('title', '=', 'Fire drill refresher').execute();
    const titles = await allTitles({}, await t.login('admin'));
    for (const hidden of ['Retired pricing course', 'Broken upload', 'SQL in one afternoon', 'Fire drill refresher'])
      expect(titles).not.toContain(hidden);
    expect(titles).toContain('Consultative selling');
  });

  it('finds by keyword in the title or lecturer, with % and _ taken literally', async () => {
    expect(await allTitles({ 'search[keyword]': 'spreadsheet' })).toEqual(['Working with spreadsheets']);
    // Case never matters, on SQLite and PostgreSQL alike (PostgreSQL's LIKE alone is case-sensitive).
    expect(await allTitles({ 'search[keyword]': 'WORKING WITH' })).toEqual(['Working with spreadsheets']);
    expect((await allTitles({ 'search[keyword]': 'chen hao' })).length).toBe(3);
    const byLecturer = await allTitles({ 'search[keyword]': 'Chen Hao' });
    expect(byLecturer.sort()).toEqual(['Fire drill refresher', 'First aid at work', 'Warehouse safety basics']);
    expect(await allTitles({ 'search[keyword]': '%' })).toEqual([]);
  });

  it('filters by catid including sub-categories, and an unknown catid lists nothing', async () => {
    const lead = await allTitles({ 'search[catid]': 'lead' });
    expect(lead).toContain('Leading your first team'); // in the child category lead01
    expect(lead).toContain('Coaching conversations (points)');
    expect(lead).not.toContain('Consultative selling');
    expect(await allTitles({ 'search[catid]': 'lead01' })).toEqual(
      expect.arrayContaining(['Leading your first team', 'Delegation without fear']),
    );
    expect(await allTitles({ 'search[catid]': 'nosuch' })).toEqual([]);
  });

  it('refuses a catid that is not letters and digits, without listing', async () => {
    for (const catid of ['lead;drop', 'a b', '../x', "x'or'1"]) {
      const { body } = await t.call('apiCourse/byCategoryCache', { 'search[catid]': catid }, learner);
      expect(body.status).not.toBe('Y');
      expect(body.code).toBe(ErrorCode.COURSE_CATID_INVALID);
    }
  });

  it('filters by fee type, media type and label', async () => {
    const paid = await list({ feeType: 'paid', pageSize: '48' });
    expect(paid.list.length).toBeGreaterThan(0);
    expect(paid.list.every((c) => c.feeType === 'paid')).toBe(true);
    const free = await list({ feeType: 'free', pageSize: '48' });
    expect(free.total + paid.total).toBe((await list()).total);
    const audio = await list({ type: 'audio', pageSize: '48' });
    expect(audio.list.map((c) => c.mediaType)).toEqual(audio.list.map(() => 'audio'));
    expect(audio.total).toBeGreaterThan(0);
    const labelled = await list({ label: 'safety', pageSize: '48' });
    expect(labelled.list.every((c) => c.labels.includes('safety'))).toBe(true);
    expect(labelled.total).toBe(3);
  });

  it("filters by the learner's study state and shows their progress", async () => {
    const me = await userId(t, 'learner');
    await t.db.deleteFrom('course_enrolments').where('user_id', '=', me).execute();
    await t.db.deleteFrom('chapter_progress').where('user_id', '=', me).execute();
    const started = await courseId(t, 'Consultative selling');
    const finished = await courseId(t, 'Working with spreadsheets');
    await setEnrolment(t, me, started, { source: 'self', access_expires_at: null });
    await setEnrolment(t, me, finished, { source: 'self', access_expires_at: null });
    await t.db
      .updateTable('course_enrolments')
      .set({ completed_at: t.clock.now() })
      .where('user_id', '=', me)
      .where('course_id', '=', finished)
      .execute();
    const chapter = await t.db
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', started)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('chapter_progress')
      .values({
        eid: 1,
        user_id: me,
        course_id: started,
        chapter_id: chapter.id,
        completed_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();

    const inProgress = await list({ studyState: 'in_progress' });
    expect(inProgress.list.map((c) => [c.title, c.progressPercent])).toEqual([['Consultative selling', 50]]);
    const completed = await list({ studyState: 'completed' });
    expect(completed.list.map((c) => [c.title, c.progressPercent])).toEqual([['Working with spreadsheets', 100]]);
    const notStarted = await allTitles({ studyState: 'not_started' });
    expect(notStarted).not.toContain('Consultative selling');
    expect(notStarted).not.toContain('Working with spreadsheets');
    expect(notStarted.length).toBe((await list()).total - 2);
  });

  it('sorts by most learners and by best rating', async () => {
    const popular = (await list({ sort: 'popular', pageSize: '48' })).list.map((c) => c.learnerCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const rated = (await list({ sort: 'rating', pageSize: '48' })).list.map((c) => c.ratingAverage);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(rated[0]).toBeGreaterThan(4);
  });

  it("shows a listed course only to its audience; an administrator's preview lists it too", async () => {
    expect(await allTitles()).not.toContain('Key accounts (sales team only)');
    expect(await allTitles({}, await t.login('sales'))).toContain('Key accounts (sales team only)');
    // A learner asking for preview gets the ordinary list; an administrator outside the audience sees it in preview only.
    expect(await allTitles({ preview: '1' })).not.toContain('Key accounts (sales team only)');
    await t.db
      .deleteFrom('course_audience')
      .where('user_id', '=', await userId(t, 'admin'))
      .execute();
    const admin = await t.login('admin');
    expect(await allTitles({}, admin)).not.toContain('Key accounts (sales team only)');
    expect(await allTitles({ preview: '1' }, admin)).toContain('Key accounts (sales team only)');
  });

  it('refuses visitors of a private enterprise and lists public courses to visitors of a public one', async () => {
    const { body } = await t.call('apiCourse/byCategoryCache', {});
    expect(body.code).toBe(ErrorCode.UNAUTHORIZED);
    const { body: open } = await t.call('apiCourse/byCategoryCache', {}, { eid: 2 });
    expect(open.status).toBe('Y');
    const titles = courseListResultSchema.parse(open.data).list.map((c) => c.title);
    expect(titles).toContain('Public speaking for everyone');
    expect(titles).not.toContain('Consultative selling');
  });

  it('rejects bad paging input and changes nothing', async () => {
    for (const params of [{ page: '0' }, { pageSize: '500' }, { sort: 'random' }, { feeType: 'cheap' }]) {
      const { body } = await t.call('apiCourse/byCategoryCache', params, learner);
      expect(body.code).toBe(ErrorCode.INVALID_INPUT);
    }
  });
});

describe('apiCourse/categoryCache', () => {
  it("returns the tenant's category tree and the labels in use", async () => {
    const { body } = await t.call('apiCourse/categoryCache', {}, learner);
    const data = body.data as { list: { code: string; children: { code: string }[] }[]; labels: string[] };
    expect(data.list.map((c) => c.code)).toEqual(['lead', 'sales', 'safety', 'tech', 'comp']);
    expect(data.list[0]!.children.map((c) => c.code)).toEqual(['lead01']);
    expect(data.labels).toContain('safety');
    expect(data.list.map((c) => c.code)).not.toContain('open');
  });
});

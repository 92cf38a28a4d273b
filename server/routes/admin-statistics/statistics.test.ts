import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type Statistics, type StatisticsExport } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { FIXTURE_NOW, FIXTURE_PERIOD, writeStatisticsFixture } from './statistics-fixture';
import { forTenant } from '../../db/tenant-scope';

let t: TestApp;
let ids: Awaited<ReturnType<typeof writeStatisticsFixture>>;
let admin: { token: string; userid: string };
const ZONE = 'Asia/Shanghai|480';

beforeEach(async () => {
  t = await createTestApp();
  ids = await writeStatisticsFixture(t.db);
  t.clock.set(FIXTURE_NOW);
  admin = await t.login('admin'); // a sign-in at 2029-03-10 12:00 local: the admin is active that day
});
afterEach(async () => {
  await t.close();
});

async function overview(params: Record<string, string>, auth = admin, language = 'en_us') {
  return (await t.call('/v1/admin/statistics/overview', params, { ...auth, language, timeZone: ZONE })).body;
}
async function exportLink(params: Record<string, string>, language = 'en_us') {
  const body = (
    await t.call('/v1/admin/statistics/export', params, { ...admin, method: 'POST', language, timeZone: ZONE })
  ).body;
  expect(body.status, body.msg).toBe('Y');
  return body.data as StatisticsExport;
}
async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}
async function departmentOf(userId: number): Promise<number | null> {
  const row = await t.db.selectFrom('users').select('department_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.department_id;
}

describe('statistics of a period', () => {
  it('adds up every figure by day as worked out by hand, in the administrator’s days', async () => {
    const body = await overview({ ...FIXTURE_PERIOD });
    expect(body.status, body.msg).toBe('Y');
    const stats = body.data as Statistics;
    expect(stats.period).toEqual({ from: '2029-03-08', to: '2029-03-10', days: 3 });
    expect(stats.days).toEqual([
      { day: '2029-03-08', studySeconds: 3600, completions: 0, examScored: 1, examPassed: 1, activeLearners: 1 },
      { day: '2029-03-09', studySeconds: 7200, completions: 1, examScored: 1, examPassed: 0, activeLearners: 3 },
      { day: '2029-03-10', studySeconds: 1800, completions: 1, examScored: 1, examPassed: 1, activeLearners: 4 },
    ]);
    const members = await forTenant(t.db, 1)
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Learner, sales, newhire and the administrator; enterprise 2's rows count nowhere.
    expect(stats.totals).toEqual({
      studySeconds: 12600,
      completions: 2,
      examScored: 3,
      examPassed: 2,
      activeLearners: 4,
      members: Number(members.n),
    });
    // 2029-03-05 … 03-07: the learner studied, sales started a paper.
    expect(stats.previous).toEqual({
      studySeconds: 600,
      completions: 0,
      examScored: 0,
      examPassed: 0,
      activeLearners: 2,
      members: Number(members.n),
    });
  });

  it('adds up the same figures by department, members without one last', async () => {
    const stats = (await overview({ ...FIXTURE_PERIOD })).data as Statistics;
    const perUser = [
      { id: ids.learner, studySeconds: 5400, completions: 1, examScored: 2, examPassed: 1, activeLearners: 1 },
      { id: ids.sales, studySeconds: 7200, completions: 1, examScored: 1, examPassed: 1, activeLearners: 1 },
      { id: ids.newhire, studySeconds: 0, completions: 0, examScored: 0, examPassed: 0, activeLearners: 1 },
      { id: ids.admin, studySeconds: 0, completions: 0, examScored: 0, examPassed: 0, activeLearners: 1 },
    ];
    const expected = new Map<number | null, Record<string, number>>();
    for (const { id, ...figures } of perUser) {
      const dept = await departmentOf(id);
      const sums = expected.get(dept) ?? {
        studySeconds: 0,
        completions: 0,
        examScored: 0,
        examPassed: 0,
        activeLearners: 0,
      };
      for (const [key, value] of Object.entries(figures)) sums[key] = (sums[key] ?? 0) + value;
      expected.set(dept, sums);
    }
    expect(await departmentOf(ids.newhire)).toBeNull();
    for (const [dept, sums] of expected) {
      const row = stats.departments.find((d) => d.departmentId === dept);
      expect(row, `department ${dept}`).toMatchObject(sums);
    }
    // Every other department has members but no figures; the no-department row comes last.
    for (const row of stats.departments.filter((d) => !expected.has(d.departmentId))) {
      expect(row).toMatchObject({ studySeconds: 0, completions: 0, examScored: 0, activeLearners: 0 });
      expect(row.members).toBeGreaterThan(0);
    }
    expect(stats.departments.at(-1)!.departmentId).toBeNull();
    const top = await t.db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('id', '=', (await departmentOf(ids.sales))!)
      .executeTakeFirstOrThrow();
    expect(stats.departments.find((d) => d.departmentId === top.id)!.name).toContain(top.name);
    expect(stats.departments.reduce((n, d) => n + d.members, 0)).toBe(stats.totals.members);
  });

  it('shows another enterprise’s administrator only that enterprise’s figures', async () => {
    const hubadmin = await t.login('hubadmin', 2);
    const body = (
      await t.call('/v1/admin/statistics/overview', { ...FIXTURE_PERIOD }, { ...hubadmin, eid: 2, timeZone: ZONE })
    ).body;
    const stats = body.data as Statistics;
    expect(stats.totals).toMatchObject({ studySeconds: 5000, completions: 1, examScored: 1, examPassed: 1 });
    // The learner of enterprise 2 and hubadmin's own sign-in.
    expect(stats.totals.activeLearners).toBe(2);
  });

  it('refuses learners, and periods that are not real, in the future or longer than a year', async () => {
    const learner = await t.login('learner');
    expect((await overview({ ...FIXTURE_PERIOD }, learner)).code).toBe(ErrorCode.FORBIDDEN);
    const exported = await t.call(
      '/v1/admin/statistics/export',
      { ...FIXTURE_PERIOD, format: 'xlsx' },
      { ...learner, method: 'POST' },
    );
    expect(exported.body.code).toBe(ErrorCode.FORBIDDEN);
    const invalid: Record<string, string>[] = [
      { range: 'custom', from: '2029-03-09', to: '2029-03-08' },
      { range: 'custom', from: '2029-02-30', to: '2029-03-08' },
      { range: 'custom', from: '2029-03-01', to: '2029-03-11' },
      { range: 'custom', from: '2029-03-01' },
    ];
    for (const params of invalid)
      expect((await overview(params)).code, JSON.stringify(params)).toBe(ErrorCode.STATISTICS_PERIOD_INVALID);
    expect((await overview({ range: 'custom', from: '2028-03-09', to: '2029-03-10' })).code).toBe(
      ErrorCode.STATISTICS_PERIOD_TOO_LONG,
    );
    expect((await overview({ range: 'custom', from: '2028-03-10', to: '2029-03-10' })).status).toBe('Y');
    expect((await overview({ range: 'weekly' })).status).toBe('N');
  });

  it('has demo history: completions and scored papers, passed and failed, in the last 90 days', async () => {
    t.clock.set(Date.now());
    const body = (
      await t.call(
        '/v1/admin/statistics/overview',
        { range: 'last90' },
        { ...(await t.login('admin')), timeZone: ZONE },
      )
    ).body;
    const stats = body.data as Statistics;
    expect(stats.totals.completions).toBeGreaterThan(10);
    expect(stats.totals.examPassed).toBeGreaterThan(0);
    expect(stats.totals.examPassed).toBeLessThan(stats.totals.examScored);
    expect(stats.days.filter((d) => d.studySeconds > 0).length).toBeGreaterThan(30);
  });

  it('ends a preset period today in the administrator’s time zone', async () => {
    const stats = (await overview({ range: 'last7' })).data as Statistics;
    expect(stats.period).toEqual({ from: '2029-03-04', to: '2029-03-10', days: 7 });
    expect(stats.days.map((d) => d.day)).toHaveLength(7);
    expect(stats.totals.studySeconds).toBe(600 + 12600);
  });
});

describe('exports', () => {
  it('downloads a workbook with one sheet per table that exceljs reads back', async () => {
    const link = await exportLink({ ...FIXTURE_PERIOD, format: 'xlsx' });
    expect(link.url).toMatch(/^\/download\/admin-statistics\//);
    expect(link.expiresAt).toBe(FIXTURE_NOW + 300_000);
    const file = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.body).buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'By day', 'By department']);
    const rows = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    expect(rows('By day')).toEqual([
      ['Day', 'Study hours', 'Courses completed', 'Exams scored', 'Exams passed', 'Pass rate (%)', 'Active learners'],
      ['2029-03-08', 1, 0, 1, 1, 100, 1],
      ['2029-03-09', 2, 1, 1, 0, 0, 3],
      ['2029-03-10', 0.5, 1, 1, 1, 100, 4],
    ]);
    const summary = rows('Summary');
    expect(summary).toContainEqual(['Study hours', 3.5, 0.17]);
    expect(summary).toContainEqual(['Pass rate (%)', 66.7, '']);
    const departments = rows('By department');
    expect(departments[0]![0]).toBe('Department');
    expect(departments.at(-1)![0]).toBe('No department');
  });

  it('downloads each table as CSV with a byte-order mark and headers in the administrator’s language', async () => {
    const link = await exportLink({ ...FIXTURE_PERIOD, format: 'csv_days' }, 'zh_cn');
    const file = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '日期,学习时长（小时）,完成课程数,已评分考试,通过考试,通过率（%）,活跃学员',
      '2029-03-08,1,0,1,1,100,1',
      '2029-03-09,2,1,1,0,0,3',
      '2029-03-10,0.5,1,1,1,100,4',
    ]);
    const byDepartment = await download(
      (await exportLink({ ...FIXTURE_PERIOD, format: 'csv_departments' }, 'zh_hant')).url,
    );
    const text = byDepartment.body.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF部門,成員數,活躍學員,學習時長（小時）,完成課程數,已評分考試,通過考試,通過率（%）',
    );
    expect(text).toContain('未分配部門,');
  });

  it('refuses a link that was altered, has expired or whose administrator lost the rights', async () => {
    const link = await exportLink({ ...FIXTURE_PERIOD, format: 'xlsx' });
    const token = link.url.split('/').pop()!;
    const [body, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    forged.d.e = 2; // the same link for another enterprise
    const forgedBody = Buffer.from(JSON.stringify(forged)).toString('base64url');
    expect((await download(`/download/admin-statistics/${forgedBody}.${signature}`)).status).toBe(404);
    expect((await download('/download/admin-statistics/nonsense')).status).toBe(404);
    await t.db.updateTable('users').set({ type: 1 }).where('id', '=', ids.admin).execute();
    expect((await download(link.url)).status).toBe(403);
    await t.db.updateTable('users').set({ type: 2 }).where('id', '=', ids.admin).execute();
    expect((await download(link.url)).status).toBe(200);
    t.clock.set(FIXTURE_NOW + 300_000);
    const expired = await download(link.url);
    expect(expired.status).toBe(410);
    expect(expired.body.toString('utf8')).toContain('<html lang="en">');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeComponent, HomeModule } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
type Who = { token: string; userid: string };
let learner: Who;
let sales: Who;
let hubLearner: Who;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
  sales = await t.login('sales');
  hubLearner = await t.login('learner', 2);
});
afterAll(async () => t.close());

async function modules(eid: number, who?: Who): Promise<HomeModule[]> {
  const { body } = await t.call('apiHomePage/GetList', {}, { eid, ...who });
  expect(body.status).toBe('Y');
  return (body.data as { list: HomeModule[] }).list;
}

async function component(eid: number, moduleId: number, who?: Who, page = 1) {
  return t.call('apiPortal/Components', { moduleId, page }, { eid, ...who });
}

const byTitle = (list: HomeModule[], title: string) => list.find((m) => m.title === title);

describe('home modules', () => {
  it('each demo enterprise has its own set covering every display type, titled in the caller language', async () => {
    const aurora = await modules(1, learner);
    const hub = await modules(2);
    for (const list of [aurora, hub])
      expect(new Set(list.map((m) => m.display_type))).toEqual(
        new Set(['banner', 'advert', 'course', 'package', 'task', 'news', 'lecturer', 'partner']),
      );
    expect(aurora.map((m) => m.title)).toContain('Latest courses');
    expect(hub.map((m) => m.title)).not.toContain('Latest courses');
    const chinese = await t.call('apiHomePage/GetList', {}, { eid: 1, ...learner, language: 'zh_hant' });
    expect((chinese.body.data as { list: HomeModule[] }).list.map((m) => m.title)).toContain('最新課程');
  });

  it('a module listed for a department is seen by its members only; others get NOT_FOUND for its content', async () => {
    const forSales = byTitle(await modules(1, sales), 'Sales team bulletin');
    expect(forSales).toBeDefined();
    expect(byTitle(await modules(1, learner), 'Sales team bulletin')).toBeUndefined();
    const refused = await component(1, forSales!.moduleId, learner);
    expect(refused.body.status).toBe('N');
    expect(refused.body.code).toBe(40400);
    const allowed = await component(1, forSales!.moduleId, sales);
    expect((allowed.body.data as HomeComponent).list[0]!.title).toContain('key-account');
  });

  it('members-only modules are hidden from visitors and from members of another enterprise', async () => {
    const members = byTitle(await modules(2, hubLearner), "Members' corner");
    expect(members).toBeDefined();
    expect(byTitle(await modules(2), "Members' corner")).toBeUndefined();
    // A signed-in member of Aurora visiting the Hub is a visitor there.
    expect(byTitle(await modules(2, learner), "Members' corner")).toBeUndefined();
    expect((await component(2, members!.moduleId)).body.code).toBe(40400);
  });

  it('a visitors-only module (the Hub\'s "Become a Hub member") is hidden from its members', async () => {
    const join = byTitle(await modules(2), 'Join us');
    expect(join).toBeDefined();
    // Not a member of the Hub: still invited.
    expect(byTitle(await modules(2, learner), 'Join us')).toBeDefined();
    expect(byTitle(await modules(2, hubLearner), 'Join us')).toBeUndefined();
    expect((await component(2, join!.moduleId, hubLearner)).body.code).toBe(40400);
  });

  it("another enterprise's module is NOT_FOUND and a made-up id too", async () => {
    const hubModule = (await modules(2))[0]!;
    expect((await component(1, hubModule.moduleId, learner)).body.code).toBe(40400);
    expect((await component(1, 99_999, learner)).body.code).toBe(40400);
    expect((await t.call('apiPortal/Components', { moduleId: 'abc' }, { eid: 1, ...learner })).body.status).toBe('N');
  });

  it('course modules page through visible courses only: no listed course for others, nothing off the shelf', async () => {
    const latest = byTitle(await modules(1, learner), 'Latest courses')!;
    expect(latest.multi_page).toBe('Y');
    const first = (await component(1, latest.moduleId, learner)).body.data as HomeComponent;
    expect(first.list).toHaveLength(4);
    const pages = Math.ceil(first.total / first.pageSize);
    const titles: string[] = [];
    for (let page = 1; page <= pages; page += 1)
      titles.push(
        ...((await component(1, latest.moduleId, learner, page)).body.data as HomeComponent).list.map((c) => c.title),
      );
    expect(titles).toHaveLength(first.total);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('Key accounts (sales team only)');
    expect(titles).not.toContain('Retired pricing course');
    expect(titles).not.toContain('Broken upload');
    const salesTotal = ((await component(1, latest.moduleId, sales)).body.data as HomeComponent).total;
    expect(salesTotal).toBe(first.total + 1);
  });

  it('a single-page module always answers its first page; an empty module answers an empty list', async () => {
    const news = byTitle(await modules(1, learner), 'Community news')!;
    const page2 = (await component(1, news.moduleId, learner, 2)).body.data as HomeComponent;
    expect(page2.page).toBe(1);
    expect(page2.list.length).toBeGreaterThan(0);
    const live = byTitle(await modules(1, learner), 'Live this week')!;
    expect((await component(1, live.moduleId, learner)).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('package and partner modules read the enterprise’s own packages and partners', async () => {
    const list = await modules(2);
    const packages = (await component(2, list.find((m) => m.display_type === 'package')!.moduleId)).body
      .data as HomeComponent;
    expect(packages.list.map((p) => p.title)).toEqual(['Everyday skills bundle']);
    expect(packages.list[0]!.courseCount).toBeGreaterThan(0);
    const partners = (await component(2, list.find((m) => m.display_type === 'partner')!.moduleId)).body
      .data as HomeComponent;
    expect(partners.list.map((p) => p.title)).toEqual(['City Library Network', 'Open Skills Foundation']);
  });
});

describe('top navigation', () => {
  it('Aurora has its own menu; the Hub has none, so its header uses the default', async () => {
    const aurora = await t.call('apiHomePage/NavigationTop', {}, { eid: 1, language: 'en_us' });
    expect((aurora.body.data as { list: Array<{ title: string; menuKey: string }> }).list.map((n) => n.title)).toEqual([
      'Home',
      'Course centre',
      'My tasks',
      'Lecturer hall',
      'Community',
      'Rewards mall',
      'My learning',
    ]);
    const hub = await t.call('apiHomePage/NavigationTop', {}, { eid: 2 });
    expect(hub.body.data).toEqual({ list: [] });
  });
});

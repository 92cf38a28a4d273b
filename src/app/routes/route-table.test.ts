import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../protocol';
import { buildResources } from '../../lib/i18n-core';
import { ROUTE_TABLE } from './route-table';

/** docs/checklists/routes.txt: every route of spec 000 §2, `{param}` written for parameters. */
function checklistRoutes(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/checklists/routes.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/\{([^}]+)\}/g, ':$1'));
}

/** Routes the spec does not list but a flow needs (docs/checklists/extra-routes.txt). */
function extraRoutes(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/checklists/extra-routes.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t')[0]!.trim());
}

const byPath = new Map(ROUTE_TABLE.map((entry) => [entry.path, entry]));

describe('the route table', () => {
  const checklist = checklistRoutes();

  it('reads the whole checklist', () => {
    expect(checklist.length).toBeGreaterThan(100);
  });

  it.each(checklist)('has %s', (route) => {
    expect(byPath.has(route)).toBe(true);
  });

  it('holds no route the spec does not name, and none twice', () => {
    const known = [...checklist, ...extraRoutes()];
    expect(ROUTE_TABLE.filter((entry) => !known.includes(entry.path)).map((entry) => entry.path)).toEqual([]);
    expect(byPath.size).toBe(ROUTE_TABLE.length);
  });

  it('points every alias and redirect at a route of the table', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.aliasOf) expect(byPath.get(entry.aliasOf)?.aliasOf).toBeUndefined();
      if (entry.redirect) expect(byPath.has(entry.redirect)).toBe(true);
    }
  });

  it('has the redirects and aliases of spec 000 §2', () => {
    expect(byPath.get('/')?.redirect).toBe('/index');
    expect(byPath.get('/main/message')?.redirect).toBe('/main/message/ownMessage');
    expect(byPath.get('/editor')?.redirect).toBe('/editor/personalData');
    expect(byPath.get('/talent')?.redirect).toBe('/talent/jobMap');
    expect(byPath.get('/aiSparring')?.redirect).toBe('/aiSparring/train');
    expect(byPath.get('/community')?.aliasOf).toBe('/news/community');
    expect(byPath.get('/comminication')?.aliasOf).toBe('/news/comminication');
    expect(byPath.get('/taskExam')?.aliasOf).toBe('/task/exam');
    expect(byPath.get('/taskTarin')?.aliasOf).toBe('/task/tarin');
  });

  it('hides header and footer on exam questions, the train map, questionnaire detail and the sign-in code screen', () => {
    // The last is not a spec route: the organiser's QR screen on a kiosk (decision 0047).
    const fullScreen = [
      '/task/exam/questions/:id',
      '/task/train-map/:id',
      '/questionnaire/questionDetail',
      '/activity-sign-in/:id',
    ];
    for (const route of fullScreen) {
      expect(byPath.get(route)?.meta).toMatchObject({ isHideHeader: true, isHideFooter: true });
    }
    expect(ROUTE_TABLE.filter((entry) => entry.meta.isHideHeader)).toHaveLength(fullScreen.length);
  });

  it('keeps the public pages outside the main layout', () => {
    const bare = ROUTE_TABLE.filter((entry) => entry.bare).map((entry) => entry.path);
    expect(bare.sort()).toEqual([
      '/agreement',
      '/hostLogin',
      '/login',
      '/loginPc',
      '/prompt',
      '/register',
      '/switchEnterprise',
      '/transferLogin',
    ]);
    for (const route of bare) expect(byPath.get(route)?.meta.isPublic).toBe(true);
  });

  it.each([...LANGUAGES])('has every page title in %s', (language) => {
    const titles = buildResources()[language]?.routes as Record<string, unknown>;
    const missing = ROUTE_TABLE.map((entry) => entry.meta.title).filter(
      (key) => typeof titles[key] !== 'string' || !titles[key],
    );
    expect(missing).toEqual([]);
  });
});

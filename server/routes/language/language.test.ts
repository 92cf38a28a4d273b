import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, enterpriseConfigSchema, languageListSchema } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** The account's saved choice in one enterprise (the same account name exists in several). */
async function savedLanguage(account: string, eid = 1): Promise<string> {
  const row = await forTenant(t.db, eid)
    .selectFrom('users')
    .select('language')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.language;
}

describe('apiSystem/languages/list', () => {
  it('offers auto and the three languages by their own names to a visitor, with no saved choice', async () => {
    const { status, body } = await t.call('apiSystem/languages/list', {}, { eid: 1 });
    expect(status).toBe(200);
    const list = languageListSchema.parse(body.data);
    expect(list).toEqual({
      switchLanguage: 'Y',
      defaultLanguage: 'zh_cn',
      languages: [
        { value: 'auto', name: 'Automatic' },
        { value: 'zh_cn', name: '简体中文' },
        { value: 'zh_hant', name: '繁體中文' },
        { value: 'en_us', name: 'English' },
      ],
      selected: null,
    });
  });

  it('names the automatic choice in the language of the request', async () => {
    const { body } = await t.call('apiSystem/languages/list', {}, { eid: 1, language: 'zh_hant' });
    expect(languageListSchema.parse(body.data).languages[0]).toEqual({ value: 'auto', name: '自動' });
  });

  it("returns the signed-in member's saved choice", async () => {
    const learner = await t.login('learner');
    await t.db.updateTable('users').set({ language: 'zh_hant' }).where('account', '=', 'learner').execute();
    const { body } = await t.call('apiSystem/languages/list', {}, learner);
    expect(languageListSchema.parse(body.data).selected).toBe('zh_hant');
  });

  it('offers only Chinese where switching is off', async () => {
    const { body } = await t.call('apiSystem/languages/list', {}, { eid: 4 });
    const list = languageListSchema.parse(body.data);
    expect(list.switchLanguage).toBe('N');
    expect(list.languages).toEqual([{ value: 'zh_cn', name: '简体中文' }]);
  });

  it("does not reveal a member's choice to another enterprise (cross-tenant)", async () => {
    const visitor = await t.login('visitor', 2);
    await t.db.updateTable('users').set({ language: 'en_us' }).where('account', '=', 'visitor').execute();
    const own = await t.call('apiSystem/languages/list', {}, { ...visitor, eid: 2 });
    expect(languageListSchema.parse(own.body.data).selected).toBe('en_us');
    const other = await t.call('apiSystem/languages/list', {}, { ...visitor, eid: 1 });
    expect(languageListSchema.parse(other.body.data).selected).toBeNull();
  });
});

describe('/v1/user/languages/switch', () => {
  it("saves the member's choice, which the init call then reports as languageSelected", async () => {
    const learner = await t.login('learner');
    const { status, body } = await t.call(
      '/v1/user/languages/switch',
      { lang: 'zh_hant' },
      { ...learner, method: 'POST' },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'Y', data: { languageSelected: 'zh_hant' } });
    expect(await savedLanguage('learner')).toBe('zh_hant');
    const init = await t.call('apiHomePage/Enterprise', {}, learner);
    expect(enterpriseConfigSchema.parse(init.body.data).languageSelected).toBe('zh_hant');
    // The same choice again (a double click) changes nothing and still succeeds.
    const again = await t.call('/v1/user/languages/switch', { lang: 'zh_hant' }, { ...learner, method: 'POST' });
    expect(again.body.status).toBe('Y');
    expect(await savedLanguage('learner')).toBe('zh_hant');
  });

  it('accepts auto', async () => {
    const learner = await t.login('learner');
    await t.call('/v1/user/languages/switch', { lang: 'en_us' }, { ...learner, method: 'POST' });
    await t.call('/v1/user/languages/switch', { lang: 'auto' }, { ...learner, method: 'POST' });
    expect(await savedLanguage('learner')).toBe('auto');
  });

  it.each([['klingon'], ['zh'], ['ZH_CN'], ['']])('refuses the value "%s" and changes nothing', async (lang) => {
    const learner = await t.login('learner');
    const { status, body } = await t.call('/v1/user/languages/switch', { lang }, { ...learner, method: 'POST' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT, data: { fields: ['lang'] } });
    expect(await savedLanguage('learner')).toBe('auto');
  });

  it("refuses a missing value with a message in the caller's language", async () => {
    const learner = await t.login('learner');
    const { body } = await t.call('/v1/user/languages/switch', {}, { ...learner, method: 'POST', language: 'zh_cn' });
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(await savedLanguage('learner')).toBe('auto');
  });

  it('refuses an anonymous visitor', async () => {
    const { status, body } = await t.call('/v1/user/languages/switch', { lang: 'en_us' }, { eid: 1, method: 'POST' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.UNAUTHORIZED });
  });

  it('refuses a GET (it changes something)', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call('/v1/user/languages/switch', { lang: 'en_us' }, learner);
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.ENVELOPE_MALFORMED });
    expect(await savedLanguage('learner')).toBe('auto');
  });

  it('refuses a member of another enterprise (cross-tenant) and changes nothing', async () => {
    const visitor = await t.login('visitor', 2);
    const { body } = await t.call(
      '/v1/user/languages/switch',
      { lang: 'en_us' },
      { ...visitor, eid: 1, method: 'POST' },
    );
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.FORBIDDEN, data: { reason: 'not_a_member' } });
    expect(await savedLanguage('visitor', 2)).toBe('auto');
  });

  it('refuses when the enterprise turned switching off', async () => {
    // Switching off for Aurora (the expired Northwind refuses every member call anyway).
    await t.db.updateTable('enterprises').set({ switch_language: 'N' }).where('id', '=', 1).execute();
    const learner = await t.login('learner');
    const { body } = await t.call('/v1/user/languages/switch', { lang: 'en_us' }, { ...learner, method: 'POST' });
    // Asked in English, answered in Chinese: an organisation without switching speaks Chinese (spec 000 §4).
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.LANGUAGE_SWITCH_DISABLED, msg: '该组织未开启语言切换' });
    expect(await savedLanguage('learner')).toBe('auto');
  });
});

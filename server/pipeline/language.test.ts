import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode, type Language } from '../../protocol';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { describeInputProblems, inputErrorLocale } from './language';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CJK = /[\u4e00-\u9fff]/;
const LANGUAGES: Language[] = ['zh_cn', 'zh_hant', 'en_us'];

/** Sign-in with a password but no account: the login schema's own 'required' check (protocol/schemas/auth.ts). */
async function missingAccount(language: Language) {
  const { body } = await t.call('apiSystem/login', { password: 'whatever1' }, { method: 'POST', language });
  return body;
}

describe('every failed input check (42200) answers in the caller language', () => {
  it('words a schema message of its own (not zod’s) in zh_cn, zh_hant and en_us', async () => {
    const messages: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const body = await missingAccount(language);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT, data: { fields: ['account'] } });
      messages[language] = body.msg;
    }
    expect(messages).toEqual({ zh_cn: 'account: 必填', zh_hant: 'account: 必填', en_us: 'account: required' });
  });

  it('words a schema message missing from the catalogue in the locale’s own terms, never in English', () => {
    const schema = z.object({
      code: z.string().regex(/^\d+$/, 'an English note of a schema author'),
      kind: z.string().refine(() => false, 'another English note'),
      n: z.number(),
    });
    for (const language of LANGUAGES) {
      const result = schema.safeParse(
        { code: 'x', kind: 'k', n: 'seven' },
        { error: inputErrorLocale(language), reportInput: true },
      );
      expect(result.success).toBe(false);
      const text = describeInputProblems(result.error!.issues, language);
      if (language === 'en_us') {
        expect(text).toContain('code: an English note of a schema author');
        expect(text).toContain('kind: another English note');
      } else {
        expect(text).not.toMatch(/English note/);
        for (const part of text.split('; ')) expect(part).toMatch(CJK);
      }
    }
    // zh_hant is not zh_cn: "received a string" is worded differently.
    const typeIssue = (language: Language) =>
      describeInputProblems(
        z.number().safeParse('seven', { error: inputErrorLocale(language), reportInput: true }).error!.issues,
        language,
      );
    expect(typeIssue('zh_hant')).not.toBe(typeIssue('zh_cn'));
    expect(typeIssue('zh_cn')).toMatch(/string|字符串/);
  });
});

describe('an enterprise with language switching off is answered in Chinese (spec 000 §4)', () => {
  it('answers zh_cn whatever the request asks, and the asked language again once switching is on', async () => {
    await t.db.updateTable('enterprises').set({ switch_language: 'N' }).where('id', '=', 1).execute();
    for (const language of ['en_us', 'zh_hant'] as const) {
      const wrong = await t.call(
        'apiSystem/login',
        { account: 'learner', password: 'not-the-password' },
        { method: 'POST', language },
      );
      expect(wrong.body).toMatchObject({ code: ErrorCode.LOGIN_FAILED, msg: '账号或密码错误' });
      expect((await missingAccount(language)).msg).toBe('account: 必填');
    }
    await t.db.updateTable('enterprises').set({ switch_language: 'Y' }).where('id', '=', 1).execute();
    const wrong = await t.call(
      'apiSystem/login',
      { account: 'learner', password: 'not-the-password' },
      { method: 'POST', language: 'en_us' },
    );
    expect(wrong.body.msg).toBe('The account or password is incorrect.');
  });
});

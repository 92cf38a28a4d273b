import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessagePage } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { dailyLoopApp, SHANGHAI } from './daily-loop-test-helpers';

/** Issue 17: a daily medal sends a message every day it is earned, named in the reader's language when read. */
describe('medal messages', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await dailyLoopApp();
  });
  afterEach(() => t.close());

  const medalMessages = async (who: { token: string; userid: string }, language: 'en_us' | 'zh_cn' | 'zh_hant') => {
    const page = (await t.call('/v1/message/list', { category: 'own', page: 1, pageSize: 50 }, { ...who, language }))
      .body.data as MessagePage;
    return page.list.filter((m) => m.kind === 'medal_awarded').map((m) => String(m.params.medalName));
  };

  it('a daily medal earned on two days makes two messages, each named in the language it is read in', async () => {
    const sales = await t.login('sales');
    await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });
    // The same day again earns nothing new.
    await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });
    t.clock.set(t.clock.now() + 86_400_000);
    await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });

    expect((await medalMessages(sales, 'en_us')).sort()).toEqual(
      ['Checked in today', 'Checked in today', 'First check-in'].sort(),
    );
    // The same stored messages read in Chinese: named at read time, not when they were written.
    expect((await medalMessages(sales, 'zh_cn')).sort()).toEqual(['初次签到', '每日签到', '每日签到'].sort());
  });
});

import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The first wall alone (escaping): the Content-Security-Policy must not hide a hole (decision 0035).
test.use({ bypassCSP: true });

/**
 * The live area's free text others read: chat lines (300 characters, the room shows the newest 50)
 * and meeting topics (100 characters, the members' meeting list). Decision 0052.
 */
test('XSS payloads in live chat and meeting topics render as text and never run', async ({ page, request }) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'learner');
  const lives = (await apiCall(request, session, '/v1/live/list', { page: 1, pageSize: 50 }, 'GET')) as {
    items: Array<{ id: number; title: string }>;
  };
  const room = lives.items.find((l) => l.title === '新员工入职培训直播')!;
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  const lines = packPayloads(corpus, 300);
  for (let i = 0; i < lines.length; i += 40) {
    const batch = lines.slice(i, i + 40);
    for (const text of batch) await apiCall(request, session, '/v1/live/chat/send', { id: room.id, text });
    await page.goto(`/course/live/${room.id}?eid=1`);
    await expect(page.getByTestId('live-chat-lines')).toContainText(batch.at(-1)!.trim().slice(0, 30));
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  const topics = packPayloads(corpus, 100);
  const start = Date.now() + 86_400_000;
  for (const topic of topics)
    await apiCall(request, session, '/v1/meeting/create', {
      topic,
      app: 'dingtalk',
      repeat: 'none',
      startsAt: start,
      endsAt: start + 3_600_000,
      password: '',
      hostIds: '',
      memberIds: '',
    });
  await page.goto('/meeting?eid=1');
  await page.getByRole('tab', { name: 'My meetings' }).click();
  await expect(page.getByTestId('meeting-list')).toContainText(topics.at(-1)!.trim().slice(0, 20));
  await settle(page);
  fired.push(...(await trap.ran()));

  console.info(
    `[attack] xss live: ${corpus.length} payloads in ${lines.length} chat lines and ${topics.length} topics, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping, the server's sanitiser and SafeHtml — so the CSP must not hide a hole.
test.use({ bypassCSP: true });

/**
 * Community free text others read (decision 0049): topic titles (100), rich bodies (sanitised on
 * the server, rendered through SafeHtml), comments (300) and the names of uploaded files. Posts are
 * written by `asker`, the community's own learner; nothing of them appears outside the community.
 */
test('XSS payloads in community titles, bodies, comments and file names render inert', async ({ page, request }) => {
  test.setTimeout(480_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'asker');
  const reader = await apiSignIn(request, 'answerer');
  await openSignedIn(page, '/news/community?eid=1', 'asker');
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  const titles = packPayloads(corpus, 100);
  const bodies = packPayloads(corpus, 4000);
  const ids: number[] = [];
  for (let i = 0; i < Math.max(titles.length, bodies.length); i++) {
    const post = (await apiCall(request, session, 'apiCommunity/save', {
      kind: 'topic',
      title: titles[i % titles.length]!,
      content: bodies[i % bodies.length]!,
    })) as { id: number };
    ids.push(post.id);
  }
  // Comments under the first post, from another learner.
  for (const content of packPayloads(corpus, 300))
    await apiCall(request, reader, 'apiCommunity/comment', { postId: String(ids[0]), content });

  // The list (titles and excerpts), page by page, then each post's page.
  for (let p = 1; p <= Math.ceil(ids.length / 10); p++) {
    await page.goto(`/news/community?eid=1`);
    await expect(page.getByTestId('community-list')).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  for (const id of ids) {
    await page.goto(`/news/community/${id}?eid=1`);
    await expect(page.getByTestId('community-content')).toBeAttached();
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  // File names as the editor lists them while they upload.
  await page.goto('/news/community?eid=1');
  await page.getByTestId('community-new').click();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const names = corpus
    .map((p) => p.text.replace(/[/\\\0]/g, '_').slice(0, 150))
    .filter((name) => name.trim() !== '')
    .slice(0, 9);
  await page
    .getByTestId('community-image-input')
    .setInputFiles(names.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: png })));
  await expect(page.getByTestId('community-file')).toHaveCount(names.length);
  await settle(page);
  fired.push(...(await trap.ran()));

  expect(fired).toEqual([]);
});

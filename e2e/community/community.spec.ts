import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn } from '../attack/xss-harness';
import { sendSigned, signed } from '../support/signed-api';

/**
 * Community topics and Q&A (issue 24). The learners `asker` (Guo Qing) and `answerer` (He Jun) are
 * the community's own: no other spec reads their points or messages. Each test makes its own posts.
 */
const ASKER = 'Guo Qing';
const ANSWERER = 'He Jun';

async function pageOf(browser: Browser, account: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lp:language', 'en_us'));
  await openSignedIn(page, path, account);
  return page;
}

/** The raw envelope of a call that may be refused. */
async function tryCall(
  request: Parameters<typeof apiSignIn>[0],
  account: string,
  call: string,
  params: Record<string, string>,
) {
  const session = await apiSignIn(request, account);
  const { body } = await sendSigned(request, signed(call, params, { ...session, method: 'POST', now: Date.now() }));
  return body;
}

test('a 50-point question: held, answered, adopted once under double clicks, then locked', async ({
  browser,
  request,
}) => {
  const title = `Which projector works in room 5? ${Date.now()}`;
  const asker = await pageOf(browser, 'asker', '/news/comminication?eid=1');
  const askerBefore = await balanceOf(request, 'asker');

  await asker.getByTestId('community-new').click();
  await asker.getByRole('textbox', { name: /^Question/ }).fill(title);
  await asker.getByLabel('Bounty points (optional)').fill('50');
  await asker.getByTestId('community-editor-submit').click();
  await expect(asker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(asker.getByText('Bounty 50 points').first()).toBeVisible();
  const postId = Number(/\/news\/comminication\/(\d+)/.exec(asker.url())![1]);
  expect(await balanceOf(request, 'asker')).toBe(askerBefore - 50);

  const answerer = await pageOf(browser, 'answerer', `/news/comminication/${postId}?eid=1`);
  await answerer.getByTestId('community-answer-input').fill('The Epson in the cupboard — the remote is in the drawer.');
  await answerer.getByTestId('community-answer-send').click();
  await expect(answerer.getByText('The Epson in the cupboard')).toBeVisible();
  const answerId = Number(
    (
      (await apiSignIn(request, 'answerer').then((s) =>
        apiCall(request, s, 'apiCommunity/comments', { postId: String(postId) }, 'GET'),
      )) as { list: Array<{ id: number }> }
    ).list[0]!.id,
  );
  const answererBefore = await balanceOf(request, 'answerer');

  // The asker adopts in the page while a second click arrives through the API at the same moment.
  await asker.reload();
  await asker.getByTestId('community-adopt').click();
  await Promise.all([
    asker.getByRole('button', { name: 'Adopt as best answer' }).last().click(),
    tryCall(request, 'asker', 'apiCommunity/adopt', { postId: String(postId), commentId: String(answerId) }),
    tryCall(request, 'asker', 'apiCommunity/adopt', { postId: String(postId), commentId: String(answerId) }),
  ]);
  await expect(asker.getByText('✓ Best answer')).toBeVisible();
  await expect(asker.getByText(/Resolved: a best answer was adopted/)).toBeVisible();
  expect(await balanceOf(request, 'answerer')).toBe(answererBefore + 50);
  expect(await balanceOf(request, 'asker')).toBe(askerBefore - 50);

  // Locked: a later answer, an edit and another adoption are refused by the server.
  const late = await tryCall(request, 'sales', 'apiCommunity/comment', {
    postId: String(postId),
    answer: '1',
    content: 'Late answer',
  });
  expect(late).toMatchObject({ status: 'N', code: 43707 });
  const edit = await tryCall(request, 'asker', 'apiCommunity/save', {
    postId: String(postId),
    kind: 'question',
    title: 'Changed',
  });
  expect(edit).toMatchObject({ status: 'N', code: 43707 });
  expect(await balanceOf(request, 'answerer')).toBe(answererBefore + 50);
  await answerer.reload();
  await expect(answerer.getByTestId('community-answer-input')).toHaveCount(0);
});

async function balanceOf(request: Parameters<typeof apiSignIn>[0], account: string): Promise<number> {
  const session = await apiSignIn(request, account);
  return ((await apiCall(request, session, '/v1/my/points/ledger', {}, 'GET')) as { balance: number }).balance;
}

test('answering one’s own question is refused by the server and not offered in the page', async ({
  browser,
  request,
}) => {
  const session = await apiSignIn(request, 'asker');
  const post = (await apiCall(request, session, 'apiCommunity/save', {
    kind: 'question',
    title: `My own question ${Date.now()}`,
  })) as { id: number };
  const own = await tryCall(request, 'asker', 'apiCommunity/comment', {
    postId: String(post.id),
    answer: '1',
    content: 'Answering myself',
  });
  expect(own).toMatchObject({ status: 'N', code: 43708 });
  const page = await pageOf(browser, 'asker', `/news/comminication/${post.id}?eid=1`);
  await expect(page.getByText(/This is your question/)).toBeVisible();
  await expect(page.getByTestId('community-answer-input')).toHaveCount(0);
});

test('a mention reaches the mentioned learner’s message centre and lights its red point', async ({ browser }) => {
  const title = `Lunch and learn ${Date.now()}`;
  const asker = await pageOf(browser, 'asker', '/news/community?eid=1');
  await asker.getByTestId('community-new').click();
  await asker.getByLabel('Title (optional)').fill(title);
  const editor = asker.getByTestId('community-rich-editor');
  await editor.click();
  await editor.pressSequentially('Join us on Friday ');
  await asker.getByRole('button', { name: 'Mention someone (@)' }).first().click();
  await asker.getByRole('dialog', { name: 'Mention someone' }).getByRole('button', { name: ANSWERER }).click();
  await asker.getByTestId('community-editor-submit').click();
  await expect(asker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(asker.getByTestId('community-content').getByText(`@${ANSWERER}`)).toBeVisible();

  const answerer = await pageOf(browser, 'answerer', '/main/message/at?eid=1');
  await expect(answerer.getByText(`${ASKER} mentioned you`).first()).toBeVisible();
  await expect(answerer.getByText(title).first()).toBeVisible();
  // The category's red point: its unread count beside the name.
  await expect(
    answerer
      .locator('.lp-msg-centre, nav, aside')
      .getByText(/^[1-9]\d*$/)
      .first(),
  ).toBeVisible();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A small MP4 the server recognises by its `ftyp` box (the rest is padding, 300 KB so progress shows). */
function mp4(): Buffer {
  const head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return Buffer.concat([head, Buffer.alloc(300 * 1024, 7)]);
}

test('a post with 9 images and a video uploads with progress bars; a 10th image is refused', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Team offsite photos ${Date.now()}`;
  const page = await pageOf(browser, 'asker', '/news/community?eid=1');
  await page.getByTestId('community-new').click();
  await page.getByLabel('Title (optional)').fill(title);
  const images = Array.from({ length: 10 }, (_, i) => ({
    name: `photo-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
  await page.getByTestId('community-image-input').setInputFiles(images);
  await expect(page.getByTestId('community-file-notice')).toContainText('at most 9 images');
  await page
    .getByTestId('community-media-input')
    .setInputFiles({ name: 'offsite.mp4', mimeType: 'video/mp4', buffer: mp4() });
  const files = page.getByTestId('community-file');
  await expect(files).toHaveCount(10);
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(10);
  for (let i = 0; i < 10; i++) await expect(bars.nth(i)).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await page.getByTestId('community-editor-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('img')).toHaveCount(9);
  await expect(page.locator('video.lp-community-player')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ ...PHONE });
  test('the Q&A list and a resolved question fit the screen', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lp:language', 'en_us'));
    await openSignedIn(page, '/news/comminication?eid=1', 'answerer');
    await expect(page.getByTestId('community-list')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: /How do I export my study hours/ }).click();
    await expect(page.getByText('✓ Best answer')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

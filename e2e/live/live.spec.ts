import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { PHONE, expectNoHorizontalScroll } from '../mobile/support';

/*
 * Live rooms and meetings (issue 26, decision 0052). The seed's "E2E live: …" rooms are these specs'
 * own (the first is ended here); learner and admin chat there; learner tries the town hall's
 * password and schedules meetings, which only the learner's own meeting list shows.
 */

/** The id of a seeded live, read from the booking page's list (the room opens in a new tab from there). */
async function liveHref(page: Page, title: string): Promise<string> {
  await page.goto('/meeting?eid=1');
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/**
 * The video really plays (segments fetched, decoded, shown): the time ranges it has played grow
 * past 1.5 s. Read from `played`, not the position, so a short recording that already reached its
 * end still counts, whenever the busy machine lets the check run.
 */
async function expectPlaying(page: Page) {
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible();
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) => {
          let seconds = 0;
          for (let i = 0; i < v.played.length; i++) seconds += v.played.end(i) - v.played.start(i);
          return seconds;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(1.5);
}

test('a live room plays the HLS stream, shows chat from another browser in real time, then plays back after the end', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/index?eid=1', 'learner');
  const href = await liveHref(page, 'E2E live: stream, chat and playback');
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'E2E live: stream, chat and playback', level: 1 })).toBeVisible();
  await expect(page.getByTestId('live-phase')).toHaveText('Live');
  await expectPlaying(page);

  // A second browser (the administrator) writes; the learner's page shows it without reloading.
  const other = await browser.newContext();
  const adminPage = await other.newPage();
  await openSignedIn(adminPage, href, 'admin');
  await expect(adminPage.getByTestId('live-phase')).toHaveText('Live');
  await adminPage.getByRole('textbox', { name: 'Chat message' }).fill('Welcome, everyone: slides follow');
  await adminPage.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('live-chat-lines')).toContainText('Welcome, everyone: slides follow');
  await page.getByRole('textbox', { name: 'Chat message' }).fill('Thanks!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(adminPage.getByTestId('live-chat-lines')).toContainText('Thanks!');
  await expect(page.getByTestId('live-viewers')).toContainText(/\d+ watching/);

  // The lecturer's console ends it with playback: the learner's room follows through the stream.
  await adminPage.getByRole('button', { name: 'End and open playback' }).click();
  await expect(page.getByTestId('live-phase')).toHaveText('Playback');
  await expect(page.getByTestId('live-stage')).toHaveAttribute('data-phase', 'playback');
  await expect(page.getByText('The live has ended: chat is closed.')).toBeVisible();
  await expectPlaying(page);
  await other.close();
});

test('a wrong live password is refused; the right one opens the room', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await page.goto(await liveHref(page, 'Town hall (password: 2026)'));
  await expect(page.getByRole('heading', { name: 'This live needs a password' })).toBeVisible();
  await expect(page.getByTestId('live-video')).toHaveCount(0);
  await page.getByLabel('Live password').fill('1111');
  await page.getByRole('button', { name: 'Enter the live' }).click();
  await expect(page.getByRole('alert')).toHaveText('The live password is wrong.');
  await page.getByLabel('Live password').fill('2026');
  await page.getByRole('button', { name: 'Enter the live' }).click();
  await expect(page.getByTestId('live-phase')).toHaveText('Live');
  await expectPlaying(page);
});

test('a meeting with an 11th host is refused; with ten it is scheduled', async ({ page }) => {
  await openSignedIn(page, '/meeting?eid=1', 'learner');
  await page.getByRole('tab', { name: 'My meetings' }).click();
  await page.getByRole('button', { name: 'Schedule a meeting' }).click();
  const form = page.getByTestId('meeting-form');
  await form.getByLabel('Topic').fill('Onboarding buddies sync');
  await form.getByLabel('Meeting password (optional)').fill('2468');
  const hostBoxes = form.getByRole('checkbox', { name: /^Make .* a host$/ });
  await expect(hostBoxes.nth(10)).toBeVisible();
  for (let i = 0; i < 11; i++) await hostBoxes.nth(i).check();
  await expect(form).toContainText('11 hosts');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByTestId('meeting-form-error')).toHaveText('A meeting has at most 10 hosts.');
  await hostBoxes.nth(10).uncheck();
  await form.getByRole('button', { name: 'Schedule' }).click();
  const list = page.getByTestId('meeting-list');
  await expect(list).toContainText('Onboarding buddies sync');
  await page.getByRole('button', { name: 'Join: Onboarding buddies sync' }).click();
  // In a plain browser the meeting is a link, with its password.
  await expect(page.getByRole('link', { name: 'Open the meeting link' })).toHaveAttribute(
    'href',
    /meeting\.dingtalk\.com\/j\/\d{9}/,
  );
  await expect(page.getByText('Meeting password: 2468')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the live room and the booking page fit 390 px', async ({ page }) => {
    await openSignedIn(page, '/index?eid=1', 'learner');
    await page.goto(await liveHref(page, '新员工入职培训直播'));
    await expect(page.getByTestId('live-phase')).toBeVisible();
    await expect(page.getByTestId('live-chat-lines')).toContainText('Hello from the Shanghai office!');
    await expectNoHorizontalScroll(page);
    await page.goto('/meeting?eid=1');
    await expect(page.getByTestId('live-list')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

import { expect, test } from '@playwright/test';
import { LECTURER_LIMITS, type BookingSlots } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads, packTightly } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone (escaping), so the page's Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HALF_HOUR = LECTURER_LIMITS.bookingStepMs;

/**
 * The lecturers area's free texts (decision 0051): the lecturer application (name, region, labels,
 * introduction, shown back in the apply dialog while it waits), booking notes (shown in the
 * lecturer's page and in /my/my-booking) and the partner enquiry form. Nothing runs.
 */
test('XSS payloads in lecturer applications and booking notes render as text and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'learner');
  // The application needs an avatar (the learner has a phone).
  await openSignedIn(page, '/editor/personalData?eid=1', 'learner');
  await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture updated.')).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  const intros = packPayloads(corpus, LECTURER_LIMITS.introductionChars);
  const names = packTightly(
    corpus.filter((p) => p.text.length <= LECTURER_LIMITS.nameChars),
    LECTURER_LIMITS.nameChars,
  );
  const regions = packTightly(
    corpus.filter((p) => p.text.length <= LECTURER_LIMITS.regionChars),
    LECTURER_LIMITS.regionChars,
  );
  const labels = corpus.filter((p) => p.text.length <= LECTURER_LIMITS.labelChars).map((p) => p.text);
  await page.goto('/lecturer/lecturerList?eid=1');
  const rounds = Math.max(intros.length, names.length, regions.length, Math.ceil(labels.length / 5));
  for (let i = 0; i < rounds; i += 1) {
    const filed = {
      name: names[i % names.length]!,
      region: regions[i % regions.length]!,
      introduction: intros[i % intros.length]!,
      labels: labels.slice((i * 5) % Math.max(1, labels.length), ((i * 5) % Math.max(1, labels.length)) + 5),
    };
    await apiCall(request, session, 'teacherAdd/index', {
      requestId: `xss-apply-${i}-${Date.now()}`,
      ...filed,
      labels: JSON.stringify(filed.labels),
    });
    // The dialog reads the application afresh each time it opens.
    await page.getByRole('button', { name: 'Apply as a lecturer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply as a lecturer' });
    await expect(dialog.locator('.lp-lect-filed')).toContainText(filed.introduction.slice(0, 60));
    await expect(dialog.locator('.lp-lect-filed')).toContainText(filed.name);
    await expect(dialog.locator('.lp-lect-filed')).toContainText(filed.region);
    await page.waitForTimeout(100);
    fired.push(...(await trap.ran()));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
  await settle(page);
  fired.push(...(await trap.ran()));

  // Booking notes: one booking per packed note, half an hour each, with Wang Lei (4).
  const notes = packPayloads(corpus, LECTURER_LIMITS.bookingNoteChars);
  const slots = (await apiCall(
    request,
    session,
    '/v1/lecturer/booking/slots',
    { teacherId: '4' },
    'GET',
  )) as BookingSlots;
  const free: number[] = [];
  for (const w of slots.windows) {
    for (let at = w.startsAt; at + HALF_HOUR <= w.endsAt; at += HALF_HOUR) {
      const taken = slots.taken.some((s) => s.startsAt < at + HALF_HOUR && at < s.endsAt);
      if (!taken && at > Date.now() + 60_000) free.push(at);
    }
  }
  expect(free.length).toBeGreaterThanOrEqual(notes.length);
  for (const [i, note] of notes.entries()) {
    await apiCall(request, session, '/v1/lecturer/booking/create', {
      requestId: `xss-booking-${i}-${Date.now()}`,
      teacherId: '4',
      startsAt: String(free[i]),
      endsAt: String(free[i]! + HALF_HOUR),
      note,
    });
  }
  for (const path of ['/lecturer/lecturerDetail/4?eid=1', '/my/my-booking?eid=1']) {
    await page.goto(path);
    await expect(page.locator('.lp-lect-booking__note').first()).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  // Every note is on the lecturer's page (the learner's 20 latest bookings with them), as typed.
  await page.goto('/lecturer/lecturerDetail/4?eid=1');
  await expect(page.locator('.lp-lect-booking__note')).toHaveCount(Math.min(20, notes.length + 1));
  const shown = await page.locator('.lp-lect-booking__note').allTextContents();
  for (const note of notes) expect(shown).toContain(note);
  await settle(page);
  fired.push(...(await trap.ran()));

  console.info(
    `[attack] xss lecturers: ${rounds} applications, ${notes.length} booking notes, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});

test('XSS payloads typed into the partner enquiry form never run', async ({ page }) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  await openSignedIn(page, '/partner/partnerDetail/1?eid=1', 'engineer');
  await expectTrapWorks(page, trap.ran);
  // Five enquiries an hour from one address (decision 0023): the longest field takes most payloads.
  const messages = packPayloads(corpus, 500).slice(0, 5);
  const companies = packTightly(
    corpus.filter((p) => p.text.length <= 100),
    100,
  );
  const fired: string[] = [];
  for (const [i, message] of messages.entries()) {
    await page.goto('/partner/partnerDetail/1?eid=1');
    await page.getByLabel('Company').fill(companies[i % companies.length]!);
    await page.getByLabel('Contact name').fill('<img src=x onerror=X(9001)>');
    await page.getByLabel('Phone').fill('13800000000');
    await page.getByLabel('Message (optional)').fill(message);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText(/an advisor will contact you within 30 minutes/)).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  expect(fired).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { ErrorCode } from '../../protocol';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';
import { apiSession, callAs, passDrillQuiz, stagesOf, TRAINING } from './task-support';

/*
 * Tasks and training (issue 22, decision 0045). Only the seed's own learners are used: `trainee`
 * (red points, stage unlock), `seat-a` and `seat-b` (the seat race) — no other spec reads them.
 */
test.describe.configure({ timeout: 90_000 });

test('assigned tasks light their tabs; each red point goes out when its tab is seen', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin');
  const trainee = await apiSession(request, 'trainee');
  const [stage1, stage2] = await stagesOf(request, trainee, TRAINING.unlockDrill);
  const quiz = stage1!.items[0]!.refId;
  const course = stage2!.items[0]!.refId;
  // Assignments by an administrator: each through its domain event (message + red point).
  expect(
    (await callAs(request, admin, '/v1/admin/course/assign', { userId: trainee.userid, courseId: course }, 'POST'))
      .status,
  ).toBe('Y');
  expect(
    (await callAs(request, admin, 'task/assign-exam', { examId: quiz, userIds: trainee.userid }, 'POST')).status,
  ).toBe('Y');
  const enrolled = await callAs(
    request,
    admin,
    'training/assign',
    { id: TRAINING.openWorkshop, userIds: trainee.userid },
    'POST',
  );
  expect(enrolled.status, enrolled.msg).toBe('Y');
  const redPoints = async () =>
    ((await callAs(request, trainee, '/v1/message/state', {})).data as { redPoints: Record<string, number> }).redPoints;
  expect(await redPoints()).toMatchObject({ coursetask: 1, examtask: 1, traintask: 1 });

  await openSignedIn(page, '/task?eid=1', 'trainee');
  await expect(page).toHaveURL(/\/task\/course/);
  const tabs = page.getByRole('navigation', { name: 'Kinds of task' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Working with spreadsheets' })).toBeVisible();
  // The tabs not yet seen keep their dot; the course tab's went out.
  await expect(tabs.getByRole('link', { name: /Exams/ }).getByRole('img', { name: 'new tasks' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: /Training/ }).getByRole('img', { name: 'new tasks' })).toBeVisible();
  await expect.poll(async () => (await redPoints()).coursetask).toBe(0);

  await tabs.getByRole('link', { name: /Exams/ }).click();
  await expect(page).toHaveURL(/\/task\/exam/);
  await expect.poll(async () => (await redPoints()).examtask).toBe(0);
  await tabs.getByRole('link', { name: /Training/ }).click();
  await expect(page.getByRole('button', { name: 'Open workshop: presenting with confidence' })).toBeVisible();
  await expect.poll(async () => (await redPoints()).traintask).toBe(0);
  await expect(tabs.getByRole('img', { name: 'new tasks' })).toHaveCount(0);
});

test('finishing stage 1 unlocks stage 2; a forged call to a locked stage is refused by the server', async ({
  page,
  request,
}) => {
  const trainee = await apiSession(request, 'trainee');
  const [stage1, stage2] = await stagesOf(request, trainee, TRAINING.unlockDrill);
  const lockedItem = stage2!.items[0]!.id;

  await openSignedIn(page, `/task/train-map/${TRAINING.unlockDrill}?eid=1`, 'trainee');
  const stops = page.getByRole('list', { name: 'Stages of the training' });
  await expect(stops.getByRole('button', { name: /Stage 2: Stage two \(Locked\)/ })).toBeVisible();
  await expect(stops.getByText('Locked', { exact: true })).toBeVisible();

  // The map is not the lock: the server refuses the item of the locked stage.
  const forged = await callAs(
    request,
    trainee,
    'training/open-item',
    { id: TRAINING.unlockDrill, itemId: lockedItem },
    'POST',
  );
  expect(forged.code).toBe(ErrorCode.TRAINING_STAGE_LOCKED);
  expect(forged.msg).toBe('Finish the previous stage first');

  expect((await passDrillQuiz(request, trainee, stage1!.items[0]!.refId)).passed).toBe(true);
  await page.reload();
  await expect(stops.getByRole('button', { name: /Stage 1: Stage one \(Finished\)/ })).toBeVisible();
  await stops.getByRole('button', { name: /Stage 2: Stage two \(Open\)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/task/train-map-list/${TRAINING.unlockDrill}/${stage2!.id}`));
  await page.getByRole('button', { name: 'Start: Working with spreadsheets' }).click();
  await expect(page).toHaveURL(/\/course\/\d+/);
});

test('two learners choose the same seat at once: one wins, the other is told', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all(
    ['seat-a', 'seat-b'].map((account, i) =>
      openSignedIn(pages[i]!, `/training/train-detail/${TRAINING.seatRace}?eid=1`, account),
    ),
  );
  for (const page of pages) {
    await page.getByRole('button', { name: 'Row 1, seat 2: free' }).click();
    await expect(page.getByRole('dialog', { name: 'Take this seat?' })).toBeVisible();
  }
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Take the seat' }).click()));

  const outcomes = await Promise.all(
    pages.map(async (page) => {
      const won = page.getByText('Your seat: row 1, seat 2');
      const lost = page.getByRole('alert').filter({ hasText: 'Someone else has just taken this seat' });
      await expect(won.or(lost)).toBeVisible();
      return (await won.isVisible()) ? 'won' : 'lost';
    }),
  );
  expect([...outcomes].sort()).toEqual(['lost', 'won']);
  const loser = pages[outcomes.indexOf('lost')]!;
  await expect(loser.getByRole('button', { name: 'Row 1, seat 2: taken' })).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the task list, the stage map and a training detail fit the screen', async ({ page }) => {
    await openSignedIn(page, '/task/tarin?eid=1', 'trainee');
    await expect(page.getByRole('button', { name: 'Stage unlock drill' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`/task/train-map/${TRAINING.unlockDrill}?eid=1`);
    await expect(page.getByRole('button', { name: /Stage 1: Stage one/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`/training/train-detail/${TRAINING.unlockDrill}?eid=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stage unlock drill' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

import { expect, test } from '@playwright/test';
import { TRAINING_TEXT_LIMITS } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping — so the Content-Security-Policy (the second wall,
// decision 0035) must not hide a hole: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * Training texts an administrator writes (training/create, decision 0045) and learners read: the
 * training's name, description, venue and certificate, and every stage's and item's name. Each
 * payload of the corpus goes into them; the detail, the map, the stage lists, the task tab and the
 * enrolment message show them as text; nothing runs.
 */
const UNLOCK_DRILL = 7;

test('XSS payloads in training names, descriptions, stages and items render as text and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const admin = await apiSignIn(request, 'admin');
  const trainee = await apiSignIn(request, 'trainee');
  // A real course for the items: the drill's second stage holds one.
  const drill = (await apiCall(request, trainee, 'training/detail', { id: UNLOCK_DRILL }, 'GET')) as {
    stages: Array<{ id: number }>;
  };
  const stage = (await apiCall(
    request,
    trainee,
    'training/stage',
    { id: UNLOCK_DRILL, phaseId: drill.stages[1]!.id },
    'GET',
  )) as {
    items: Array<{ refId: number }>;
  };
  const courseId = stage.items[0]!.refId;

  const names = packPayloads(corpus, TRAINING_TEXT_LIMITS.name);
  const descriptions = packPayloads(corpus, TRAINING_TEXT_LIMITS.description);
  const perTraining = 10;
  const created: Array<{ id: number; stageCount: number }> = [];
  for (let i = 0; i < names.length; i += perTraining) {
    const batch = names.slice(i, i + perTraining);
    const training = {
      names: { en_us: batch[0]! },
      descriptions: { en_us: descriptions[(i / perTraining) % descriptions.length]! },
      startsAt: Date.now() - 60_000,
      endsAt: Date.now() + 86_400_000,
      venue: batch[1] ?? batch[0]!,
      seatRows: 2,
      seatCols: 2,
      certificate: batch[2] ?? batch[0]!,
      stages: batch.map((text) => ({
        names: { en_us: text },
        items: [{ kind: 'course', refId: courseId, names: { en_us: text } }],
      })),
    };
    const { id } = (await apiCall(request, admin, 'training/create', { training: JSON.stringify(training) })) as {
      id: number;
    };
    await apiCall(request, admin, 'training/assign', { id, userIds: trainee.userid });
    created.push({ id, stageCount: batch.length });
  }

  await openSignedIn(page, '/task/tarin?eid=1', 'trainee');
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];
  await page.goto('/task/tarin?eid=1');
  await settle(page);
  fired.push(...(await trap.ran()));
  for (const { id } of created) {
    await page.goto(`/training/train-detail/${id}?eid=1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Stages' })).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
    await page.goto(`/task/train-map/${id}?eid=1`);
    await expect(
      page.getByRole('list', { name: 'Stages of the training' }).getByRole('listitem').first(),
    ).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
    const detail = (await apiCall(request, trainee, 'training/detail', { id }, 'GET')) as {
      stages: Array<{ id: number }>;
    };
    await page.goto(`/task/train-map-list/${id}/${detail.stages[0]!.id}?eid=1`);
    await expect(page.getByRole('list', { name: 'Items of this stage' })).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  await page.goto('/main/message/ownMessage?eid=1');
  await settle(page);
  fired.push(...(await trap.ran()));

  console.info(
    `[attack] xss training: ${corpus.length} payloads in ${created.length} trainings, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});

import { expect, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/** Demo exams of server/db/seed/exams-demo.ts (names, not ids: the seed lists their purpose). */
export const EXAMS = {
  allTypes: 'Exam demo: all question types',
  switchLimit: 'Exam demo: switch limit',
  entryClosed: 'Exam demo: entry closed',
  makeup: 'Exam demo: make-up',
  objective: 'Exam demo: objective quiz',
  daily: 'Daily practice demo',
} as const;

/** Signs in (through the API), then opens the exam's transition page from its card on the exam list. */
export async function openExam(page: Page, name: string, account = 'learner'): Promise<void> {
  await openSignedIn(page, '/task/exam?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'My exams' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search exams' }).fill(name);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Starts (or resumes) from the transition page and waits for the first question. */
export async function startExam(
  page: Page,
  button: RegExp = /Start the exam|Start the make-up|Continue answering/,
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/task\/exam\/questions\/\d+/);
  await expect(page.getByRole('navigation', { name: 'Answer sheet' })).toBeVisible();
}

export async function goToQuestion(page: Page, n: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Answer sheet' })
    .getByRole('button', { name: new RegExp(`^Question ${n}:`) })
    .click();
  await expect(page.getByRole('region', { name: new RegExp(`^Question ${n} of`) })).toBeVisible();
}

/** The objective paper of the seed (single, multiple, judge, fill-in, judge), all right. */
export async function answerObjectivePaper(page: Page): Promise<void> {
  await goToQuestion(page, 1);
  await page.getByRole('radio', { name: 'Blue' }).check();
  await goToQuestion(page, 2);
  for (const n of ['2', '3', '5']) await page.getByRole('checkbox', { name: n, exact: true }).check();
  await goToQuestion(page, 3);
  await page.getByRole('radio', { name: 'True' }).check();
  await goToQuestion(page, 4);
  await page.getByRole('textbox', { name: 'Blank 1' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Blank 2' }).fill('Tokyo');
  await goToQuestion(page, 5);
  await page.getByRole('radio', { name: 'False' }).check();
}

/** Hand in with the confirmation dialog. */
export async function handIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand in' }).click();
  await expect(page).toHaveURL(/\/task\/exam\/result\/\d+/);
}

export async function sheetCount(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('navigation', { name: 'Answer sheet' })
      .getByText(/answered$/)
      .first()
      .textContent()) ?? ''
  );
}

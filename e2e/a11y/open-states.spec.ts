import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi } from '../support/sign-in';
import { AxeTally, LANGUAGES, settle, useLanguage, type Language } from './axe-support';

/*
 * axe over the states a page load does not show: the user menu open, a dialog, the exam answering
 * page (a choice question, the essay with its upload, the hand-in dialog), a form showing its
 * errors (the micro-course upload) and the visitor's sign-in dialog. Names are read from the
 * locale files, so each language finds the same controls.
 */
const locales = path.resolve(import.meta.dirname, '../../src/locales');

function text(language: Language, ns: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(fs.readFileSync(path.join(locales, language, `${ns}.json`), 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`${language} ${ns}:${key} is not a text`);
  return value;
}

/** "Exam demo: all question types": every question type, an essay with attachments. */
const ALL_TYPES_EXAM = 1;

async function open(browser: Browser, language: Language, account?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, language);
  if (account) await signInByApi(page, account);
  return page;
}

for (const language of LANGUAGES) {
  test(`axe: open states, ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const tally = new AxeTally(`open states ${language}`);

    const learner = await open(browser, language, 'learner');
    await learner.goto('/index?eid=1');
    await settle(learner);
    await learner.locator('.lp-user-menu-trigger').click();
    await expect(learner.locator('.lp-user-menu')).toBeVisible();
    await tally.check(learner, `${language} user menu`);
    await learner.keyboard.press('Escape');

    // A form showing its errors: the micro-course upload submitted empty.
    await learner.goto('/upLoadCourse');
    await settle(learner);
    await learner.getByRole('button', { name: text(language, 'micro-courses', 'form.submit'), exact: true }).click();
    await expect(learner.getByRole('alert').first()).toBeVisible();
    await tally.check(learner, `${language} upload form with errors`);

    // The exam: started in the first language, resumed in the others.
    await learner.goto(`/task/exam/excessive/${ALL_TYPES_EXAM}`);
    await settle(learner);
    const start = new RegExp(
      `${text(language, 'exams', 'transition.start')}|${text(language, 'exams', 'transition.continue')}`,
    );
    await learner.getByRole('button', { name: start }).click();
    await expect(learner).toHaveURL(/\/task\/exam\/questions\/\d+/);
    await expect(learner.getByRole('region').first()).toBeVisible();
    await tally.check(learner, `${language} exam answering (first question)`);
    // On to the essay (its upload field) by the arrow shortcut.
    for (let i = 0; i < 12 && (await learner.locator('textarea').count()) === 0; i += 1) {
      await learner.keyboard.press('ArrowRight');
    }
    await expect(learner.locator('textarea').first()).toBeVisible();
    await tally.check(learner, `${language} exam essay with upload`);
    // A dialog with a form: "Report an error" on the question (the hand-in dialog is checked by
    // exam-keyboard.spec.ts; this paper's required questions stop it before the dialog).
    await learner.getByRole('button', { name: text(language, 'feedback', 'open') }).click();
    await expect(learner.getByRole('dialog')).toBeVisible();
    await tally.check(learner, `${language} exam report-error dialog`);
    await learner.keyboard.press('Escape');
    await learner.context().close();

    // The visitor's sign-in dialog of the public hub.
    const visitor = await open(browser, language);
    await visitor.goto('/index?eid=2');
    await settle(visitor);
    await visitor
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'common', 'signIn') })
      .click();
    await expect(visitor.getByRole('dialog')).toBeVisible();
    await tally.check(visitor, `${language} sign-in dialog`);
    await visitor.context().close();

    tally.report();
  });
}

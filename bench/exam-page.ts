/**
 * The answering page on a 200-question paper (issue 8), in headless Chromium against the bench's
 * own server: time to switch questions and to save an answer, beside a trivial React re-render
 * (the blank page swapping one paragraph) measured the same way in the same run.
 *
 * Every time runs from the click's own event timestamp (a real mouse click through Playwright)
 * until the page shows the result AND has painted it: a MutationObserver sees the new DOM, then a
 * requestAnimationFrame plus one message-channel task puts the end after that frame's paint.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { SAVE_DEBOUNCE_MS } from '../src/features/exams/save-queue';
import { longExamStem, type LongExam } from './fixtures/long-exam';

export interface ExamPageFigures {
  cpuSlowdown: number;
  /** The answering page's save debounce (src/features/exams/save-queue.ts); part of serverAckMs. */
  debounceMs: number;
  samples: number;
  /** Medians, ms. */
  blankSwapMs: number;
  switchNextMs: number;
  switchSheetMs: number;
  /** Click on an option until it shows chosen (the answer is in localStorage by then: checked). */
  saveLocalMs: number;
  /** Click on an option until the save call that carries it has answered (debounce included). */
  saveServerAckMs: number;
  /** Of the above: the save request alone, from its start to its response end. */
  saveRoundTripMs: number;
}

interface Timing {
  paintMs: number;
  /** Only when a save was awaited. */
  ackMs?: number;
  roundTripMs?: number;
}

const SAVE_PATH = '/v1/exam/attempt/save';

/*
 * The in-page stopwatch, installed as plain text: tsx names the inner functions of a callback
 * (esbuild keepNames), and that helper does not exist in the page. `__benchArm` arms it for the
 * next click; the promise it leaves resolves with the times.
 */
const STOPWATCH = `window.__benchArm = function (selector, text, awaitSave, savePath) {
  window.__benchTiming = new Promise(function (resolve) {
    document.addEventListener('click', function (event) {
      var t0 = event.timeStamp;
      var paintMs = null;
      var save = null;
      function settle() {
        if (paintMs === null || (awaitSave && !save)) return;
        resolve(save ? { paintMs: paintMs, ackMs: save.responseEnd - t0, roundTripMs: save.responseEnd - save.startTime } : { paintMs: paintMs });
      }
      if (awaitSave) {
        new PerformanceObserver(function (list, observer) {
          var entry = list.getEntries().find(function (e) { return e.name.indexOf(savePath) >= 0 && e.startTime > t0; });
          if (!entry) return;
          observer.disconnect();
          save = entry;
          settle();
        }).observe({ type: 'resource' });
      }
      var observer = new MutationObserver(function () {
        var node = document.querySelector(selector);
        if (!node || (node.textContent || '').indexOf(text) < 0) return;
        observer.disconnect();
        // The frame that shows the change, then the first task after its paint.
        requestAnimationFrame(function () {
          var channel = new MessageChannel();
          channel.port1.onmessage = function () {
            paintMs = performance.now() - t0;
            settle();
          };
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    }, { capture: true, once: true });
  });
};`;

type BenchWindow = {
  __benchArm: (selector: string, text: string, awaitSave: boolean, savePath: string) => void;
  __benchTiming: Promise<Timing>;
};

/** Arms the stopwatch for the next click; `text` is what the page shows when done. */
async function arm(page: Page, done: { selector: string; text: string }, awaitSave: boolean): Promise<void> {
  if (!(await page.evaluate(() => '__benchArm' in window))) await page.evaluate(STOPWATCH);
  await page.evaluate(
    ({ selector, text, awaitSave, savePath }) =>
      (window as unknown as BenchWindow).__benchArm(selector, text, awaitSave, savePath),
    { ...done, awaitSave, savePath: SAVE_PATH },
  );
}

async function timedClick(
  page: Page,
  target: Locator,
  done: { selector: string; text: string },
  awaitSave = false,
): Promise<Timing> {
  await arm(page, done, awaitSave);
  await target.click();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`exam page bench: "${done.text}" did not show within 20 s of the click`)),
      20_000,
    );
  });
  try {
    return await Promise.race([page.evaluate(() => (window as unknown as BenchWindow).__benchTiming), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1));
}

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The baseline: one paragraph's text replaced by a state change on the blank React page. */
async function blankSwaps(browser: Browser, blankUrl: string, samples: number, cpu: number): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${blankUrl}/?swap`);
    const button = page.getByRole('button', { name: 'Swap text' });
    await button.waitFor();
    await throttle(page, cpu);
    const times: number[] = [];
    for (let i = 0; i < samples + 3; i++) {
      const { paintMs } = await timedClick(page, button, { selector: '#swap-text', text: `Paragraph ${i + 2}` });
      if (i >= 3) times.push(paintMs);
    }
    return median(times);
  } finally {
    await context.close();
  }
}

const questionSection = '.lp-exam-question';
const shows = (n: number) => ({ selector: questionSection, text: `${longExamStem(n)}` });

export async function benchExamPage(
  browser: Browser,
  options: {
    portalUrl: string;
    blankUrl: string;
    storageState: string;
    exam: LongExam;
    samples?: number;
    cpuSlowdown?: number;
  },
): Promise<ExamPageFigures> {
  const samples = options.samples ?? 30;
  const cpu = options.cpuSlowdown ?? 4;
  const blankSwapMs = await blankSwaps(browser, options.blankUrl, samples, cpu);

  const context = await browser.newContext({ locale: 'en-US', storageState: options.storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${options.portalUrl}/task/exam/excessive/${options.exam.examId}`);
    await page.getByRole('button', { name: /Start the exam|Continue answering/ }).click();
    await page.waitForURL(/\/task\/exam\/questions\/\d+/);
    const sheet = page.getByRole('navigation', { name: 'Answer sheet' });
    await sheet.waitFor();
    await page
      .locator(questionSection)
      .filter({ hasText: longExamStem(1) })
      .waitFor();
    await throttle(page, cpu);
    const attemptId = Number(/questions\/(\d+)/.exec(page.url())![1]);
    const cell = (n: number) => sheet.getByRole('button', { name: new RegExp(`^Question ${n}:`) });

    // (a) question switches: "Next" from question 1 onwards, then jumps on the answer sheet.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const nextTimes: number[] = [];
    for (let i = 0; i < samples + 3; i++) {
      const { paintMs } = await timedClick(page, next, shows(i + 2));
      if (i >= 3) nextTimes.push(paintMs);
    }
    const sheetTimes: number[] = [];
    let current = samples + 4;
    for (let i = 0; i < samples; i++) {
      const to = ((current + 73) % 200) + 1;
      sheetTimes.push((await timedClick(page, cell(to), shows(to))).paintMs);
      current = to;
    }

    // (b) saves: on each of `samples` single-choice questions pick option B and wait for the batch.
    const singles = options.exam.questions
      .map((q, index) => ({ ...q, n: index + 1 }))
      .filter((q) => q.type === 'single')
      .slice(0, samples);
    const local: number[] = [];
    const ack: number[] = [];
    const roundTrip: number[] = [];
    for (const q of singles) {
      await cell(q.n).click();
      await page
        .locator(questionSection)
        .filter({ hasText: longExamStem(q.n) })
        .waitFor();
      const option = `Offer a refund at once (${q.n})`;
      const response = page.waitForResponse(
        (r) =>
          r.url().includes(SAVE_PATH) &&
          (new URLSearchParams(r.request().postData() ?? '').get('answers') ?? '').includes(`"questionId":${q.id}`),
      );
      const timing = await timedClick(
        page,
        page.getByRole('radio', { name: option }),
        { selector: `${questionSection} .lp-exam-option--checked`, text: option },
        true,
      );
      const body = (await (await response).json()) as {
        status: string;
        data: { stored: Array<{ questionId: number; values: string[] }> };
      };
      if (body.status !== 'Y' || !body.data.stored.some((s) => s.questionId === q.id && s.values[0] === 'B'))
        throw new Error(`exam page bench: the save of question ${q.n} was not accepted`);
      const kept = await page.evaluate(
        ({ key, id }) =>
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { answers?: Record<number, { values: string[] }> })
            .answers?.[id]?.values[0],
        { key: `lp-exam-attempt:${attemptId}`, id: q.id },
      );
      if (kept !== 'B') throw new Error(`exam page bench: the answer to question ${q.n} is not in localStorage`);
      local.push(timing.paintMs);
      ack.push(timing.ackMs!);
      roundTrip.push(timing.roundTripMs!);
    }
    return {
      cpuSlowdown: cpu,
      debounceMs: SAVE_DEBOUNCE_MS,
      samples,
      blankSwapMs,
      switchNextMs: median(nextTimes),
      switchSheetMs: median(sheetTimes),
      saveLocalMs: median(local),
      saveServerAckMs: median(ack),
      saveRoundTripMs: median(roundTrip),
    };
  } finally {
    await context.close();
  }
}

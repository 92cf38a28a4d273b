import type { Transaction } from 'kysely';
import type { ExamKind, MakeupRule, QuestionType } from '../../../protocol';
import { roundScore, scoreQuestion } from '../../routes/exams/scoring';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * Demo question bank and exams of every kind and state (decision 0026). Times are relative to
 * SEED_TIME; "open" windows run for years so the demo works whenever it is started.
 *
 * eid 1 Aurora — `learner` (and `sales` where noted):
 *  1. "Exam demo: all question types" — open online exam, every type (single, multiple, judge,
 *     fill-in, essay), 10 attempts, answers shown afterwards; learner + sales. Ends "scoring" after
 *     a hand-in (it has an essay) until an administrator grades it.
 *  2. "Exam demo: switch limit" — open, objective only, screen-switch limit 2; learner + sales.
 *  3. "Exam demo: entry closed" — opened a day before SEED_TIME, late entry 10 minutes: refused.
 *  4. "Exam demo: not started" — opens years after SEED_TIME.
 *  5. "Exam demo: ended" — window over; learner passed (ended / qualified).
 *  6. "Exam demo: not attended" — window over, no attempt, no make-up (ended / not attended).
 *  7. "Exam demo: make-up" — main window over, learner failed (40/100), make-up open now, rule
 *     failed-only, 1 chance; objective only.
 *  8. "Exam demo: essays to grade" — open; learner's and sales' papers wait for grading (E3's admin grading).
 *  9. "Exam demo: face check" — open, face check on, 3 failures allowed.
 * 10. "Daily practice demo" (daily; for every member: its transition page shows to visitors too), 11. "Offline exam demo" (offline: sat on paper, refused online),
 * 12. "After-class exam demo" (after_class, linked to "Consultative selling").
 * 13. "Exam demo: objective quiz" — open, objective only (scored at once), 10 attempts, pass 60;
 *     good for offline/reload and wrong-answer-notebook flows.
 * 14. "Sales exam demo" — sales only (learner never sees it).
 * eid 2 Open Course Hub — `learner`: 15. "Open Hub exam demo" — open, objective only. 16. "Open Hub essay exam"
 *     — open, two essays, 10 attempts, no seeded paper (`hubadmin` grades what learners hand in; the
 *     XSS probe of grading uses it). Being open, it keeps the Hub's two essays out of daily practice.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const YEAR = 365 * DAY;

interface BankQuestion {
  key: string;
  type: QuestionType;
  stem: string;
  options?: string[];
  answer: string[];
  analysis: string;
  blanks?: number;
}

const BANK: BankQuestion[] = [
  {
    key: 'single',
    type: 'single',
    stem: '<p>Which colour is a clear daytime sky?</p>',
    options: ['Blue', 'Green', 'Red', 'Yellow'],
    answer: ['A'],
    analysis: 'Air scatters blue light the most.',
  },
  {
    key: 'multiple',
    type: 'multiple',
    stem: '<p>Which of these numbers are prime?</p>',
    options: ['2', '3', '4', '5'],
    answer: ['A', 'B', 'D'],
    analysis: '4 = 2 × 2 is not prime.',
  },
  {
    key: 'judge',
    type: 'judge',
    stem: '<p>The Earth orbits the Sun.</p>',
    answer: ['T'],
    analysis: 'One orbit takes a year.',
  },
  {
    key: 'fill',
    type: 'fill',
    stem: '<p>The capital of France is ____ and the capital of Japan is ____.</p>',
    answer: ['Paris', 'Tokyo|Tokio'],
    blanks: 2,
    analysis: 'Paris; Tokyo.',
  },
  {
    key: 'essay',
    type: 'essay',
    stem: '<p>Describe how you would calm an unhappy customer.</p>',
    answer: [
      'Listen without interrupting, acknowledge the problem, apologise, offer a concrete next step and follow up.',
    ],
    analysis: 'Listen, acknowledge, act, follow up.',
  },
  {
    key: 'single2',
    type: 'single',
    stem: '<p>How many minutes are in an hour?</p>',
    options: ['30', '60', '90', '100'],
    answer: ['B'],
    analysis: '60 minutes.',
  },
  {
    key: 'judge2',
    type: 'judge',
    stem: '<p>Water boils at 50 °C at sea level.</p>',
    answer: ['F'],
    analysis: 'It boils at 100 °C.',
  },
  {
    key: 'multiple2',
    type: 'multiple',
    stem: '<p>Which of these are safety equipment?</p>',
    options: ['Helmet', 'Gloves', 'Sandals', 'Goggles'],
    answer: ['A', 'B', 'D'],
    analysis: 'Sandals protect nothing.',
  },
  {
    key: 'essay2',
    type: 'essay',
    stem: '<p>Explain one thing you would change in your team’s weekly meeting, and why.</p>',
    answer: ['A concrete change with a reason tied to the team’s goals.'],
    analysis: 'Any well-argued change.',
  },
];

type PaperEntry = [key: string, score: number, required?: boolean];
const FULL_PAPER: PaperEntry[] = [
  ['single', 15, true],
  ['multiple', 15],
  ['judge', 10],
  ['fill', 20],
  ['essay', 20, true],
  ['single2', 10],
  ['judge2', 10],
];
const OBJECTIVE_PAPER: PaperEntry[] = [
  ['single', 20],
  ['multiple', 20],
  ['judge', 20],
  ['fill', 20],
  ['judge2', 20],
];
const ESSAY_PAPER: PaperEntry[] = [
  ['single', 20],
  ['judge', 20],
  ['essay', 30],
  ['essay2', 30],
];

interface DemoExam {
  eid: number;
  name: string;
  kind?: ExamKind;
  paper: PaperEntry[];
  users: string[];
  audience?: 'all' | 'listed';
  opensAt?: number;
  closesAt?: number;
  pass?: number;
  attempts?: number;
  duration?: number;
  late?: number;
  switchLimit?: number;
  face?: boolean;
  faceLimit?: number;
  showAnswers?: boolean;
  course?: string;
  description?: string;
  makeup?: { chances: number; opensAt: number; closesAt: number; rule: MakeupRule; interval?: number };
  /** Finished attempts to seed: whose, with which answers (by bank key), and whether still waiting for grading. */
  done?: Array<{ user: string; answers: Record<string, string[]>; at: number }>;
}

const OPEN = { opensAt: SEED_TIME - DAY, closesAt: SEED_TIME + 10 * YEAR };
const PAST = { opensAt: SEED_TIME - 30 * DAY, closesAt: SEED_TIME - 20 * DAY };
const ALL_RIGHT: Record<string, string[]> = {
  single: ['A'],
  multiple: ['A', 'B', 'D'],
  judge: ['T'],
  fill: ['Paris', 'tokyo'],
  judge2: ['F'],
};
const MOSTLY_WRONG: Record<string, string[]> = {
  single: ['C'],
  multiple: ['A', 'B'],
  judge: ['T'],
  fill: ['Paris', 'Osaka'],
  judge2: ['T'],
};
const ESSAYS: Record<string, string[]> = {
  single: ['A'],
  judge: ['F'],
  essay: ['I listen first, then apologise and offer a refund or a fix.'],
  essay2: ['Start with wins of the week: it sets a positive tone.'],
};

const EXAMS: DemoExam[] = [
  {
    eid: 1,
    name: 'Exam demo: all question types',
    paper: FULL_PAPER,
    users: ['learner', 'sales'],
    ...OPEN,
    attempts: 10,
    description: 'One question of every type.',
  },
  {
    eid: 1,
    name: 'Exam demo: switch limit',
    paper: OBJECTIVE_PAPER,
    users: ['learner', 'sales'],
    ...OPEN,
    attempts: 10,
    switchLimit: 2,
  },
  { eid: 1, name: 'Exam demo: entry closed', paper: OBJECTIVE_PAPER, users: ['learner'], ...OPEN, late: 10 },
  {
    eid: 1,
    name: 'Exam demo: not started',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    opensAt: SEED_TIME + 5 * YEAR,
    closesAt: SEED_TIME + 6 * YEAR,
  },
  {
    eid: 1,
    name: 'Exam demo: ended',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    ...PAST,
    done: [{ user: 'learner', answers: ALL_RIGHT, at: PAST.opensAt + DAY }],
  },
  { eid: 1, name: 'Exam demo: not attended', paper: OBJECTIVE_PAPER, users: ['learner'], ...PAST },
  {
    eid: 1,
    name: 'Exam demo: make-up',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    ...PAST,
    makeup: { chances: 1, opensAt: SEED_TIME - 2 * DAY, closesAt: SEED_TIME + 10 * YEAR, rule: 'failed' },
    done: [{ user: 'learner', answers: MOSTLY_WRONG, at: PAST.opensAt + DAY }],
  },
  {
    eid: 1,
    name: 'Exam demo: essays to grade',
    paper: ESSAY_PAPER,
    users: ['learner', 'sales'],
    ...OPEN,
    done: [
      { user: 'learner', answers: ESSAYS, at: SEED_TIME - 2 * 60 * MINUTE },
      { user: 'sales', answers: ESSAYS, at: SEED_TIME - 60 * MINUTE },
    ],
  },
  {
    eid: 1,
    name: 'Exam demo: face check',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    ...OPEN,
    attempts: 10,
    face: true,
    faceLimit: 3,
  },
  {
    eid: 1,
    name: 'Daily practice demo',
    kind: 'daily',
    paper: OBJECTIVE_PAPER,
    users: [],
    audience: 'all',
    ...OPEN,
    attempts: 100,
    duration: 10,
  },
  {
    eid: 1,
    name: 'Offline exam demo',
    kind: 'offline',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    ...OPEN,
    description: 'Sat on paper in room 3.2.',
  },
  {
    eid: 1,
    name: 'After-class exam demo',
    kind: 'after_class',
    paper: OBJECTIVE_PAPER,
    users: ['learner'],
    ...OPEN,
    attempts: 3,
    course: 'Consultative selling',
  },
  {
    eid: 1,
    name: 'Exam demo: objective quiz',
    paper: OBJECTIVE_PAPER,
    users: ['learner', 'sales'],
    ...OPEN,
    attempts: 10,
  },
  { eid: 1, name: 'Sales exam demo', paper: OBJECTIVE_PAPER, users: ['sales'], ...OPEN },
  { eid: 2, name: 'Open Hub exam demo', paper: OBJECTIVE_PAPER, users: ['learner'], ...OPEN, attempts: 3 },
  {
    eid: 2,
    name: 'Open Hub essay exam',
    paper: [
      ['essay', 50],
      ['essay2', 50],
    ],
    users: ['learner'],
    ...OPEN,
    attempts: 10,
  },
];

async function userId(trx: Transaction<Database>, eid: number, account: string): Promise<number> {
  return (
    await trx
      .selectFrom('users')
      .select('id')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;
}

async function seedBank(trx: Transaction<Database>, eid: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const q of BANK) {
    const options = (q.options ?? []).map((text, i) => ({ key: String.fromCharCode(65 + i), text }));
    const row = await trx
      .insertInto('questions')
      .values({
        eid,
        type: q.type,
        stem: q.stem,
        options: JSON.stringify(options),
        answer: JSON.stringify(q.answer),
        analysis: q.analysis,
        blanks: q.blanks ?? 0,
        default_score: 10,
        course_id: null,
        category: 'demo',
        created_at: SEED_TIME - 40 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(q.key, row.id);
  }
  return ids;
}

async function seedExam(trx: Transaction<Database>, exam: DemoExam, bank: Map<string, number>): Promise<void> {
  const courseId = exam.course
    ? (
        await trx
          .selectFrom('courses')
          .select('id')
          .where('eid', '=', exam.eid)
          .where('title', '=', exam.course)
          .executeTakeFirstOrThrow()
      ).id
    : null;
  const { id: examId } = await trx
    .insertInto('exams')
    .values({
      eid: exam.eid,
      name: exam.name,
      kind: exam.kind ?? 'online',
      description: exam.description ?? '',
      course_id: courseId,
      duration_minutes: exam.duration ?? 60,
      pass_score: exam.pass ?? 60,
      attempts_allowed: exam.attempts ?? 1,
      opens_at: exam.opensAt!,
      closes_at: exam.closesAt!,
      late_entry_minutes: exam.late ?? 0,
      device_limit: 3,
      switch_limit: exam.switchLimit ?? 0,
      face_check: exam.face ? 1 : 0,
      face_fail_limit: exam.faceLimit ?? 0,
      show_answers: exam.showAnswers === false ? 0 : 1,
      required_rule: 'marked',
      makeup_chances: exam.makeup?.chances ?? 0,
      makeup_opens_at: exam.makeup?.opensAt ?? null,
      makeup_closes_at: exam.makeup?.closesAt ?? null,
      makeup_interval_minutes: exam.makeup?.interval ?? 0,
      makeup_rule: exam.makeup?.rule ?? 'failed',
      audience: exam.audience ?? 'listed',
      published: 1,
      created_at: SEED_TIME - 40 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, [key, score, required]] of exam.paper.entries()) {
    await trx
      .insertInto('exam_questions')
      .values({
        eid: exam.eid,
        exam_id: examId,
        question_id: bank.get(key)!,
        position,
        score,
        required: required ? 1 : 0,
      })
      .execute();
  }
  for (const account of exam.users)
    await trx
      .insertInto('exam_audience')
      .values({ exam_id: examId, eid: exam.eid, user_id: await userId(trx, exam.eid, account) })
      .execute();
  for (const done of exam.done ?? []) await seedAttempt(trx, exam, examId, bank, done);
}

/** A handed-in attempt scored by the same rules as the server (essays left waiting for grading). */
async function seedAttempt(
  trx: Transaction<Database>,
  exam: DemoExam,
  examId: number,
  bank: Map<string, number>,
  done: NonNullable<DemoExam['done']>[number],
): Promise<void> {
  const uid = await userId(trx, exam.eid, done.user);
  const scored = exam.paper.map(([key, score]) => {
    const q = BANK.find((b) => b.key === key)!;
    const values = done.answers[key] ?? [];
    return { key, values, ...scoreQuestion({ type: q.type, answer: q.answer, blanks: q.blanks ?? 0, score }, values) };
  });
  const pending = scored.some((s) => s.score === null);
  const objective = roundScore(scored.reduce((sum, s) => sum + (s.score ?? 0), 0));
  const { id: attemptId } = await trx
    .insertInto('exam_attempts')
    .values({
      eid: exam.eid,
      exam_id: examId,
      user_id: uid,
      number: 1,
      makeup: 0,
      device_id: 'seed-device-0001',
      status: pending ? 'pending_grading' : 'scored',
      started_at: done.at - 20 * MINUTE,
      deadline_at: done.at + 40 * MINUTE,
      submitted_at: done.at,
      submit_reason: 'hand_in',
      objective_score: objective,
      score: pending ? null : objective,
      passed: pending ? null : objective >= (exam.pass ?? 60) ? 1 : 0,
      graded_at: null,
      graded_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('exam_devices')
    .values({
      eid: exam.eid,
      exam_id: examId,
      user_id: uid,
      device_id: 'seed-device-0001',
      first_at: done.at - 20 * MINUTE,
    })
    .execute();
  for (const s of scored) {
    await trx
      .insertInto('exam_answers')
      .values({
        attempt_id: attemptId,
        question_id: bank.get(s.key)!,
        eid: exam.eid,
        answer: JSON.stringify(s.values),
        attachments: '[]',
        seq: 1,
        saved_at: done.at,
        score: s.score,
        correct: s.correct === null ? null : s.correct ? 1 : 0,
      })
      .execute();
  }
}

export async function seedExams(trx: Transaction<Database>): Promise<void> {
  const banks = new Map<number, Map<string, number>>();
  for (const eid of [1, 2]) banks.set(eid, await seedBank(trx, eid));
  for (const exam of EXAMS) await seedExam(trx, exam, banks.get(exam.eid)!);
}

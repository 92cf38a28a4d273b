import type { Transaction } from 'kysely';
import type { StageItemKind } from '../../../protocol';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * Tasks and training projects (issue 22, decision 0045), enterprise 1 "Aurora". Windows are years
 * wide so each state holds whenever the demo starts. `learner` (the main demo):
 *  1. New manager programme — in progress, venue with seats; stage 1 finished (a passed exam),
 *     stage 2 open, stage 3 locked.
 *  2. Safety leadership — not started.  3. Onboarding basics — completed.  4. Compliance refresher
 *     2025 — ended.  5. Retired sales camp — archived (shown as revoked).  6. Open workshop — open to
 *     everyone (visitors see its detail; learner may join; seats).
 *  Assigned courses (due in a week, overdue, no due date) and exams with due dates.
 * `trainee` (e2e: stage unlock): 7. Stage unlock drill — stage 1 a one-question quiz, stage 2 locked.
 * `seat-a`, `seat-b` (e2e: seat race): 8. Seat race workshop — 2 × 3 seats, none taken.
 */
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;

const L = (zh_cn: string, zh_hant: string, en_us: string) => JSON.stringify({ zh_cn, zh_hant, en_us });

interface DemoItem {
  kind: StageItemKind;
  /** Exam or course name, or the first row of the area's table. */
  ref: string | 'first';
  names: string;
  required?: boolean;
}
interface DemoStage {
  names: string;
  electivesNeeded?: number;
  items: DemoItem[];
}
interface DemoTraining {
  names: string;
  descriptions: string;
  startsAt: number;
  endsAt: number;
  status?: 'published' | 'archived';
  audience?: 'all' | 'listed';
  venue?: string;
  seats?: [number, number];
  certificate?: string;
  users: string[];
  completed?: boolean;
  stages: DemoStage[];
}

const RUNNING = { startsAt: SEED_TIME - 30 * DAY, endsAt: SEED_TIME + 10 * YEAR };
const PASSED_EXAM: DemoItem = {
  kind: 'exam',
  ref: 'Exam demo: ended',
  names: L('入职考试', '入職考試', 'Induction exam'),
};

const TRAININGS: DemoTraining[] = [
  {
    names: L('新任经理培养计划', '新任經理培養計劃', 'New manager programme'),
    descriptions: L(
      '三个阶段：基础、实践与结业，帮助新任经理带好第一支团队。',
      '三個階段：基礎、實踐與結業，幫助新任經理帶好第一支團隊。',
      'Three stages — foundations, practice and capstone — for leading your first team.',
    ),
    ...RUNNING,
    venue: 'Aurora HQ · Room 301',
    seats: [6, 8],
    certificate: 'Certified team lead',
    users: ['learner'],
    stages: [
      { names: L('基础', '基礎', 'Foundations'), items: [PASSED_EXAM] },
      {
        names: L('实践', '實踐', 'Practice'),
        electivesNeeded: 1,
        items: [
          {
            kind: 'course',
            ref: 'Leading your first team',
            names: L('带好第一支团队', '帶好第一支團隊', 'Leading your first team'),
          },
          { kind: 'exam', ref: 'Exam demo: objective quiz', names: L('客观题小测', '客觀題小測', 'Objective quiz') },
          {
            kind: 'activity',
            ref: 'first',
            names: L('团队共创活动', '團隊共創活動', 'Team workshop'),
            required: false,
          },
          {
            kind: 'questionnaire',
            ref: 'first',
            names: L('学习反馈问卷', '學習回饋問卷', 'Learning survey'),
            required: false,
          },
          {
            kind: 'homework',
            ref: 'first',
            names: L('团队计划作业', '團隊計劃作業', 'Team plan assignment'),
            required: false,
          },
        ],
      },
      {
        names: L('结业', '結業', 'Capstone'),
        items: [
          { kind: 'exam', ref: 'Exam demo: essays to grade', names: L('结业论述', '結業論述', 'Capstone essays') },
        ],
      },
    ],
  },
  {
    names: L('安全领导力', '安全領導力', 'Safety leadership'),
    descriptions: L('明年开班。', '明年開班。', 'Starts next year.'),
    startsAt: SEED_TIME + 10 * YEAR,
    endsAt: SEED_TIME + 11 * YEAR,
    users: ['learner'],
    stages: [
      {
        names: L('安全基础', '安全基礎', 'Safety basics'),
        items: [
          {
            kind: 'course',
            ref: 'Warehouse safety basics',
            names: L('仓库安全基础', '倉庫安全基礎', 'Warehouse safety basics'),
          },
        ],
      },
    ],
  },
  {
    names: L('入职基础', '入職基礎', 'Onboarding basics'),
    descriptions: L('已完成的入职培训。', '已完成的入職培訓。', 'The onboarding you finished.'),
    ...RUNNING,
    users: ['learner'],
    completed: true,
    stages: [{ names: L('入职', '入職', 'Induction'), items: [PASSED_EXAM] }],
  },
  {
    names: L('2025 合规复训', '2025 合規複訓', 'Compliance refresher 2025'),
    descriptions: L('已结束。', '已結束。', 'This training has ended.'),
    startsAt: SEED_TIME - 400 * DAY,
    endsAt: SEED_TIME - 30 * DAY,
    users: ['learner'],
    stages: [
      {
        names: L('合规', '合規', 'Compliance'),
        items: [
          {
            kind: 'course',
            ref: 'Data protection 2025',
            names: L('数据保护 2025', '資料保護 2025', 'Data protection 2025'),
          },
        ],
      },
    ],
  },
  {
    names: L('已撤销的销售训练营', '已撤銷的銷售訓練營', 'Retired sales camp'),
    descriptions: L('管理员已归档。', '管理員已歸檔。', 'Archived by an administrator.'),
    ...RUNNING,
    status: 'archived',
    users: ['learner'],
    stages: [
      {
        names: L('销售', '銷售', 'Selling'),
        items: [
          { kind: 'course', ref: 'Consultative selling', names: L('顾问式销售', '顧問式銷售', 'Consultative selling') },
        ],
      },
    ],
  },
  {
    names: L('公开工作坊：自信表达', '公開工作坊：自信表達', 'Open workshop: presenting with confidence'),
    descriptions: L(
      '面向全体员工开放，报名后可选座。',
      '面向全體員工開放，報名後可選座。',
      'Open to every member; choose your seat after joining.',
    ),
    ...RUNNING,
    audience: 'all',
    venue: 'Aurora HQ · Auditorium',
    seats: [4, 6],
    users: [],
    stages: [
      {
        names: L('准备', '準備', 'Prepare'),
        items: [
          {
            kind: 'course',
            ref: 'Security awareness online resources',
            names: L('安全意识资源', '安全意識資源', 'Security awareness'),
          },
        ],
      },
      {
        names: L('登台', '登台', 'On stage'),
        items: [
          {
            kind: 'course',
            ref: 'Working with spreadsheets',
            names: L('电子表格实务', '電子表格實務', 'Working with spreadsheets'),
          },
        ],
      },
    ],
  },
  {
    names: L('阶段解锁演练', '階段解鎖演練', 'Stage unlock drill'),
    descriptions: L(
      '完成第一阶段后第二阶段解锁。',
      '完成第一階段後第二階段解鎖。',
      'Finish stage 1 to unlock stage 2.',
    ),
    ...RUNNING,
    users: ['trainee'],
    stages: [
      {
        names: L('第一阶段', '第一階段', 'Stage one'),
        items: [{ kind: 'exam', ref: 'Training drill quiz', names: L('演练小测', '演練小測', 'Drill quiz') }],
      },
      {
        names: L('第二阶段', '第二階段', 'Stage two'),
        items: [
          {
            kind: 'course',
            ref: 'Working with spreadsheets',
            names: L('电子表格实务', '電子表格實務', 'Working with spreadsheets'),
          },
        ],
      },
    ],
  },
  {
    names: L('选座演练工作坊', '選座演練工作坊', 'Seat race workshop'),
    descriptions: L('六个座位，先到先得。', '六個座位，先到先得。', 'Six seats, first come first served.'),
    ...RUNNING,
    venue: 'Aurora HQ · Room 12',
    seats: [2, 3],
    users: ['seat-a', 'seat-b'],
    stages: [
      {
        names: L('课堂', '課堂', 'Class'),
        items: [
          {
            kind: 'course',
            ref: 'Working with spreadsheets',
            names: L('电子表格实务', '電子表格實務', 'Working with spreadsheets'),
          },
        ],
      },
    ],
  },
];

async function userId(trx: Transaction<Database>, account: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', account)
    .executeTakeFirst();
  return row?.id;
}

/** The id an item refers to: an exam or course of eid 1 by name, or the first row of another area. */
async function refId(trx: Transaction<Database>, item: DemoItem): Promise<number | undefined> {
  const byName = (table: 'exams' | 'courses', column: 'name' | 'title') =>
    trx
      .selectFrom(table)
      .select('id')
      .where('eid', '=', 1)
      .where(column as never, '=', item.ref as never)
      .executeTakeFirst();
  if (item.kind === 'exam') return (await byName('exams', 'name'))?.id;
  if (item.kind === 'course') return (await byName('courses', 'title'))?.id;
  // Other areas' demo rows, when their seeds ran before this one (skipped otherwise).
  const table = item.kind === 'activity' ? 'activities' : item.kind === 'questionnaire' ? 'questionnaires' : 'homework';
  const row = await trx
    .selectFrom(table as 'activities')
    .select('id')
    .where('eid', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** A one-question quiz for the stage unlock drill (trainee only): one true/false, pass 1 of 1. */
async function seedDrillQuiz(trx: Transaction<Database>, trainee: number): Promise<void> {
  const { id: questionId } = await trx
    .insertInto('questions')
    .values({
      eid: 1,
      type: 'judge',
      stem: '<p>The Earth orbits the Sun.</p>',
      answer: JSON.stringify(['T']),
      created_at: SEED_TIME,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: examId } = await trx
    .insertInto('exams')
    .values({
      eid: 1,
      name: 'Training drill quiz',
      kind: 'online',
      duration_minutes: 10,
      pass_score: 1,
      attempts_allowed: 10,
      opens_at: RUNNING.startsAt,
      closes_at: RUNNING.endsAt,
      audience: 'listed',
      published: 1,
      created_at: SEED_TIME,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('exam_questions')
    .values({ eid: 1, exam_id: examId, question_id: questionId, position: 0, score: 1 })
    .execute();
  await trx.insertInto('exam_audience').values({ exam_id: examId, eid: 1, user_id: trainee }).execute();
}

async function seedOne(trx: Transaction<Database>, t: DemoTraining): Promise<void> {
  const { id: trainingId } = await trx
    .insertInto('trainings')
    .values({
      eid: 1,
      names: t.names,
      descriptions: t.descriptions,
      starts_at: t.startsAt,
      ends_at: t.endsAt,
      status: t.status ?? 'published',
      audience: t.audience ?? 'listed',
      venue: t.venue ?? '',
      seat_rows: t.seats?.[0] ?? 0,
      seat_cols: t.seats?.[1] ?? 0,
      certificate: t.certificate ?? '',
      created_at: SEED_TIME - 40 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, stage] of t.stages.entries()) {
    const { id: stageId } = await trx
      .insertInto('training_stages')
      .values({
        eid: 1,
        training_id: trainingId,
        position,
        names: stage.names,
        electives_needed: stage.electivesNeeded ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [itemPosition, item] of stage.items.entries()) {
      const ref = await refId(trx, item);
      if (ref === undefined) continue;
      await trx
        .insertInto('training_stage_items')
        .values({
          eid: 1,
          training_id: trainingId,
          stage_id: stageId,
          position: itemPosition,
          kind: item.kind,
          ref_id: ref,
          required: item.required === false ? 0 : 1,
          names: item.names,
        })
        .execute();
    }
  }
  for (const account of t.users) {
    const user = await userId(trx, account);
    if (user === undefined) continue;
    await trx
      .insertInto('training_enrolments')
      .values({
        eid: 1,
        training_id: trainingId,
        user_id: user,
        enrolled_at: SEED_TIME - 20 * DAY,
        completed_at: t.completed ? SEED_TIME - 5 * DAY : null,
      })
      .execute();
  }
  // A few seats already taken in the main demo's venue, so the map shows taken seats.
  if (t.seats && t.users.includes('learner')) {
    for (const [account, row, seat] of [
      ['sales', 1, 3],
      ['manager', 2, 5],
    ] as const) {
      const user = await userId(trx, account);
      if (user !== undefined)
        await trx
          .insertInto('training_seats')
          .values({ eid: 1, training_id: trainingId, row_no: row, seat_no: seat, user_id: user, chosen_at: SEED_TIME })
          .execute();
    }
  }
}

/** Assigned courses and exams with due dates for `learner` (the task list's course and exam tabs). */
async function seedAssignments(trx: Transaction<Database>, learner: number): Promise<void> {
  const assignments: ['course' | 'exam', string, number | null][] = [
    ['course', 'Leading your first team', SEED_TIME + 10 * YEAR],
    ['course', 'Warehouse safety basics', SEED_TIME - 3 * DAY],
    ['course', 'Working with spreadsheets', null],
    ['exam', 'Exam demo: objective quiz', SEED_TIME + 10 * YEAR],
    ['exam', 'Exam demo: essays to grade', SEED_TIME + 10 * YEAR],
  ];
  for (const [index, [kind, name, dueAt]] of assignments.entries()) {
    const ref = await refId(trx, { kind, ref: name, names: '' });
    if (ref === undefined) continue;
    await trx
      .insertInto('task_assignments')
      .values({
        eid: 1,
        user_id: learner,
        kind,
        ref_id: ref,
        due_at: dueAt,
        assigned_at: SEED_TIME - (10 - index) * DAY,
      })
      .execute();
  }
}

export async function seedTraining(trx: Transaction<Database>): Promise<void> {
  const trainee = await userId(trx, 'trainee');
  if (trainee !== undefined) await seedDrillQuiz(trx, trainee);
  for (const training of TRAININGS) await seedOne(trx, training);
  const learner = await userId(trx, 'learner');
  if (learner !== undefined) await seedAssignments(trx, learner);
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { HomeworkStatus } from '../schema-homework';
import { SEED_TIME } from './demo-data';

/**
 * Assignments and certificates (issue 22, decision 0046). Lin Xiao (learner) has an assignment in
 * every state and certificates valid, expiring, expired and revoked, with text in the three
 * languages; Zhou Min (hwlearner) has what the e2e specs change (one to hand in, one waiting for
 * AI grading, a certificate to download) so no other area's data moves. Open windows run for years
 * so the demo works whenever it starts; "expiring" is relative to the moment of seeding.
 */
const DAY = 86_400_000;
const YEAR = 365 * DAY;

interface DemoHomework {
  title: string;
  requirement: string;
  reference: string;
  status: HomeworkStatus | null;
  score?: number;
  comment?: string;
  note?: string;
  files?: string[];
  deadlineAt?: number;
}

const LEARNER_HOMEWORK: DemoHomework[] = [
  {
    title: '客户拜访报告',
    requirement: '拜访一位客户，写下客户的需求、预算和下一步计划，附上拜访记录。',
    reference: '客户需求 预算 下一步计划 跟进时间',
    status: null,
  },
  {
    title: 'Customer complaint role-play',
    requirement: 'Record a short role-play of handling a complaint and describe what you would do differently.',
    reference: 'listen acknowledge apologise next step follow up',
    status: 'pending',
    note: 'Recorded with a colleague; the second half shows the follow-up call.',
    files: ['role-play.mp4', 'notes.pdf'],
  },
  {
    title: '門市服務改善提案',
    requirement: '觀察一間門市的服務流程，提出三項改善建議並說明預期效果。',
    reference: '服務流程 改善建議 預期效果',
    status: 'passed',
    score: 78.5,
    comment: '建議具體，可再補充成本估算。',
    files: ['門市提案.docx'],
  },
  {
    title: 'Product knowledge quiz write-up',
    requirement: 'Explain the three product lines and who each one is for.',
    reference: 'three product lines target customers',
    status: 'failed',
    score: 45,
    comment: 'Only one product line is described. Cover all three next time.',
    files: ['products.pdf'],
  },
  {
    title: '安全生产心得',
    requirement: '结合本岗位谈谈安全生产的三点体会。',
    reference: '安全 责任 隐患 排查',
    status: 'withdrawn',
    comment: '附件无法打开，请重新上传后提交。',
    files: ['心得.pdf'],
  },
  {
    title: 'Quarterly sales plan',
    requirement: 'Write your sales plan for the next quarter with targets and the actions behind them.',
    reference: 'targets actions pipeline budget timeline',
    status: 'excellent',
    score: 95.5,
    comment: 'Clear targets, each with its actions and dates. An example for the team.',
    files: ['q3-plan.xlsx', 'pipeline.png'],
  },
  {
    title: '逾期作业：团队复盘',
    requirement: '对上个月的团队项目做一次复盘。',
    reference: '目标 结果 原因 改进',
    status: null,
    deadlineAt: SEED_TIME - 30 * DAY,
  },
];

const E2E_HOMEWORK: DemoHomework[] = [
  {
    title: 'E2E: onboarding reflection',
    requirement: 'Upload a short reflection on your first week.',
    reference: 'first week team tools goals',
    status: null,
  },
  {
    title: 'E2E: customer visit report',
    requirement: 'Describe the customer, the need, the budget and the next step.',
    reference: 'customer need budget next step follow-up',
    status: 'pending',
    note: 'The customer needs a budget plan; next step is a follow-up visit next week.',
    files: ['visit-report.pdf'],
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

async function seedHomework(trx: Transaction<Database>, user: number, item: DemoHomework): Promise<void> {
  const hw = await trx
    .insertInto('homework')
    .values({
      eid: 1,
      title: item.title,
      requirement: item.requirement,
      reference_answer: item.reference,
      full_score: 100,
      pass_score: 60,
      excellent_score: 90,
      training_id: null,
      opens_at: SEED_TIME - 60 * DAY,
      deadline_at: item.deadlineAt ?? SEED_TIME + 10 * YEAR,
      created_at: SEED_TIME - 60 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('homework_audience').values({ homework_id: hw.id, eid: 1, user_id: user }).execute();
  if (item.status === null) return;
  const submittedAt = SEED_TIME - 5 * DAY;
  const graded = item.status === 'passed' || item.status === 'failed' || item.status === 'excellent';
  const sub = await trx
    .insertInto('homework_submissions')
    .values({
      eid: 1,
      homework_id: hw.id,
      user_id: user,
      status: item.status,
      note: item.note ?? '',
      rounds: 1,
      submitted_at: submittedAt,
      score: item.score ?? null,
      comment: item.comment ?? '',
      graded_how: graded ? 'hand' : null,
      graded_by: null,
      graded_at: graded ? submittedAt + DAY : null,
      created_at: submittedAt,
      updated_at: submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, name] of (item.files ?? []).entries()) {
    const upload = await trx
      .insertInto('homework_uploads')
      .values({
        eid: 1,
        owner_user_id: user,
        kind: /\.(mp4|webm)$/.test(name) ? 'video' : /\.(png|zip)$/.test(name) ? 'file' : 'document',
        file_name: name,
        total_bytes: 180_000 + index * 52_000,
        chunk_bytes: 65_536,
        chunk_count: 3,
        received_chunks: 3,
        partial_name: `demo-${hw.id}-${index}`,
        detected_type: name.split('.').pop() ?? '',
        // Demo keys are not served (the seed ships no such files); the name and size are shown.
        media_key: `demo/homework/${hw.id}-${index}`,
        created_at: submittedAt,
        updated_at: submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('homework_files')
      .values({ eid: 1, submission_id: sub.id, upload_id: upload.id, created_at: submittedAt })
      .execute();
  }
}

interface DemoCertificate {
  name: string;
  source: 'training' | 'exam' | 'course' | 'homework' | 'manual';
  sourceName: string;
  serial: string;
  acquiredAt: number;
  expiresAt: number | null;
  revokedAt?: number;
  reason?: string;
}

function learnerCertificates(now: number): DemoCertificate[] {
  return [
    {
      name: '高级销售顾问认证',
      source: 'training',
      sourceName: '销售精英训练营',
      serial: 'LP-2025-0101',
      acquiredAt: SEED_TIME - 90 * DAY,
      expiresAt: SEED_TIME + 3 * YEAR,
    },
    {
      name: 'Customer Service Excellence',
      source: 'exam',
      sourceName: 'Service standards exam',
      serial: 'LP-2025-0102',
      acquiredAt: SEED_TIME - 200 * DAY,
      expiresAt: null,
    },
    {
      name: '安全生產合格證書',
      source: 'course',
      sourceName: '安全生產必修課',
      serial: 'LP-2025-0103',
      acquiredAt: SEED_TIME - 340 * DAY,
      expiresAt: now + 12 * DAY,
    },
    {
      name: 'First Aid Basics',
      source: 'training',
      sourceName: 'Workplace first aid',
      serial: 'LP-2024-0104',
      acquiredAt: SEED_TIME - 2 * YEAR,
      expiresAt: SEED_TIME - 30 * DAY,
    },
    {
      name: '产品知识认证（旧版）',
      source: 'manual',
      sourceName: '培训部',
      serial: 'LP-2024-0105',
      acquiredAt: SEED_TIME - YEAR,
      expiresAt: SEED_TIME + YEAR,
      revokedAt: SEED_TIME - 10 * DAY,
      reason: '课程内容已更新，请重新认证',
    },
  ];
}

async function seedCertificate(trx: Transaction<Database>, user: number, item: DemoCertificate): Promise<void> {
  await trx
    .insertInto('certificates')
    .values({
      eid: 1,
      user_id: user,
      name: item.name,
      source_kind: item.source,
      source_id: null,
      source_name: item.sourceName,
      serial: item.serial,
      acquired_at: item.acquiredAt,
      expires_at: item.expiresAt,
      revoked_at: item.revokedAt ?? null,
      revoke_reason: item.reason ?? '',
      expiry_notified_at: null,
      created_at: item.acquiredAt,
    })
    .execute();
}

export async function seedHomeworkDemo(trx: Transaction<Database>): Promise<void> {
  const now = Math.max(SEED_TIME, Date.now());
  const learner = await userId(trx, 'learner');
  if (learner !== undefined) {
    for (const item of LEARNER_HOMEWORK) await seedHomework(trx, learner, item);
    for (const item of learnerCertificates(now)) await seedCertificate(trx, learner, item);
  }
  const e2e = await userId(trx, 'hwlearner');
  if (e2e !== undefined) {
    for (const item of E2E_HOMEWORK) await seedHomework(trx, e2e, item);
    await seedCertificate(trx, e2e, {
      name: '新员工入职培训结业证书',
      source: 'training',
      sourceName: '新員工入職培訓 Onboarding',
      serial: 'LP-2026-0201',
      acquiredAt: SEED_TIME - 20 * DAY,
      expiresAt: SEED_TIME + 2 * YEAR,
    });
  }
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';
import { demoAccountId, demoPasswordHash, insertDemoUser } from './demo-users';

/**
 * The administrators' assignments demo (issue 27 item 4, decision 0055), eid 1 Aurora. Only the
 * assignments spec and the demo use these rows; nothing another spec counts.
 *
 * - Departments "Installation Crew" with a sub-department "Installation Crew East" (the tree picker
 *   reaches the sub-department's members through its parent).
 * - Learners, one per language: `crewlin` 林晓雨 (zh_cn, Installation Crew, installer),
 *   `crewchen` 陳家豪 (zh_hant, Installation Crew East, installer), `crewolivia` Olivia Grant
 *   (en_us, Installation Crew East, dispatcher). The e2e spec assigns an exam to "Installation Crew" and
 *   signs in as `crewolivia`.
 * - Exams nobody is assigned yet: "Installation safety check" (the e2e spec's) and "Installation quiz"
 *   (for trying it by hand), open for years, objective questions of the demo bank.
 * - One past assignment: "Consultative selling" to Installation Crew, due in the future, finished by
 *   林晓雨 — the list shows 1 of 3 completed. And one purchase: the admin-only "Strategy for
 *   directors" bought for 陳家豪.
 */
const DAY = 24 * 3_600_000;
const YEAR = 365 * DAY;

export const ASSIGN_DEMO_DEPARTMENTS = { top: 'Installation Crew', child: 'Installation Crew East' } as const;

export const ASSIGN_DEMO_LEARNERS = [
  { account: 'crewlin', username: '林晓雨', language: 'zh_cn', department: 'top', post: 'Installer' },
  { account: 'crewchen', username: '陳家豪', language: 'zh_hant', department: 'child', post: 'Installer' },
  { account: 'crewolivia', username: 'Olivia Grant', language: 'en_us', department: 'child', post: 'Dispatcher' },
] as const;

export const ASSIGN_DEMO_EXAMS = ['Installation safety check', 'Installation quiz'] as const;

export async function seedAdminAssignments(trx: Transaction<Database>): Promise<void> {
  const passwordHash = await demoPasswordHash(trx);
  const adminId = await demoAccountId(trx, 'admin');
  const top = await trx
    .insertInto('departments')
    .values({ eid: 1, parent_id: null, name: ASSIGN_DEMO_DEPARTMENTS.top, sort: 90 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const child = await trx
    .insertInto('departments')
    .values({ eid: 1, parent_id: top.id, name: ASSIGN_DEMO_DEPARTMENTS.child, sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const l of ASSIGN_DEMO_LEARNERS) {
    const department = l.department === 'top' ? top : child;
    ids.push(
      await insertDemoUser(trx, {
        account: l.account,
        passwordHash,
        username: l.username,
        department: l.department === 'top' ? ASSIGN_DEMO_DEPARTMENTS.top : ASSIGN_DEMO_DEPARTMENTS.child,
        departmentId: department.id,
        post: l.post,
        language: l.language,
        createdAt: SEED_TIME - 30 * DAY,
      }),
    );
  }
  await seedExams(trx);
  await seedPastAssignment(trx, adminId, top.id, ids);
  await seedPurchase(trx, adminId, ids[1]!);
}

/** Two open exams with the objective quiz's paper, listed (nobody in the audience until assigned). */
async function seedExams(trx: Transaction<Database>): Promise<void> {
  const quiz = await trx
    .selectFrom('exams')
    .selectAll()
    .where('eid', '=', 1)
    .where('name', '=', 'Exam demo: objective quiz')
    .executeTakeFirstOrThrow();
  const paper = await trx
    .selectFrom('exam_questions')
    .selectAll()
    .where('exam_id', '=', quiz.id)
    .orderBy('position')
    .execute();
  for (const name of ASSIGN_DEMO_EXAMS) {
    const exam = await trx
      .insertInto('exams')
      .values({
        eid: 1,
        name,
        kind: 'online',
        description: '',
        course_id: null,
        duration_minutes: 30,
        pass_score: quiz.pass_score,
        attempts_allowed: 3,
        opens_at: SEED_TIME - DAY,
        closes_at: SEED_TIME + 5 * YEAR,
        device_limit: 3,
        required_rule: 'marked',
        audience: 'listed',
        published: 1,
        created_at: SEED_TIME - 2 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const q of paper)
      await trx
        .insertInto('exam_questions')
        .values({
          eid: 1,
          exam_id: exam.id,
          question_id: q.question_id,
          position: q.position,
          score: q.score,
          required: q.required,
        })
        .execute();
  }
}

/** "Consultative selling" assigned to Installation Crew (its sub-department too): 1 of 3 finished. */
async function seedPastAssignment(
  trx: Transaction<Database>,
  adminId: number,
  departmentId: number,
  learnerIds: number[],
): Promise<void> {
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'title', 'audience'])
    .where('eid', '=', 1)
    .where('title', '=', 'Consultative selling')
    .executeTakeFirstOrThrow();
  const assignedAt = SEED_TIME - 10 * DAY;
  const dueAt = SEED_TIME + 3 * YEAR;
  const assignment = await trx
    .insertInto('admin_assignments')
    .values({
      eid: 1,
      kind: 'course',
      ref_id: course.id,
      title: course.title,
      due_at: dueAt,
      user_ids: '[]',
      department_ids: JSON.stringify([departmentId]),
      posts: '[]',
      dedupe_key: 'seed:installation-crew:consultative-selling',
      created_by: adminId,
      created_at: assignedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, userId] of learnerIds.entries()) {
    await trx
      .insertInto('admin_assignment_learners')
      .values({ eid: 1, assignment_id: assignment.id, user_id: userId, added_at: assignedAt })
      .execute();
    await trx
      .insertInto('task_assignments')
      .values({ eid: 1, user_id: userId, kind: 'course', ref_id: course.id, due_at: dueAt, assigned_at: assignedAt })
      .execute();
    if (course.audience === 'listed')
      await trx.insertInto('course_audience').values({ eid: 1, course_id: course.id, user_id: userId }).execute();
    await trx
      .insertInto('course_enrolments')
      .values({
        eid: 1,
        user_id: userId,
        course_id: course.id,
        source: 'assigned',
        started_at: assignedAt,
        last_studied_at: assignedAt,
        last_chapter_id: null,
        completed_at: index === 0 ? assignedAt + 3 * DAY : null,
        access_expires_at: null,
      })
      .execute();
  }
}

/** The admin-only "Strategy for directors" bought for 陳家豪 by the enterprise. */
async function seedPurchase(trx: Transaction<Database>, adminId: number, userId: number): Promise<void> {
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'title', 'price_cents'])
    .where('eid', '=', 1)
    .where('title', '=', 'Strategy for directors')
    .executeTakeFirstOrThrow();
  const at = SEED_TIME - 5 * DAY;
  const validUntil = SEED_TIME + 3 * YEAR;
  const purchase = await trx
    .insertInto('admin_course_purchases')
    .values({
      eid: 1,
      course_id: course.id,
      title: course.title,
      price_cents: course.price_cents,
      seats: 1,
      already_owned: 0,
      amount_cents: course.price_cents,
      valid_until: validUntil,
      request_id: 'seed-installation-crew-strategy',
      created_by: adminId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('admin_course_purchase_learners')
    .values({ eid: 1, purchase_id: purchase.id, user_id: userId })
    .execute();
  await trx
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: userId,
      course_id: course.id,
      source: 'purchased',
      started_at: at,
      last_studied_at: at,
      last_chapter_id: null,
      completed_at: null,
      access_expires_at: validUntil,
    })
    .execute();
}

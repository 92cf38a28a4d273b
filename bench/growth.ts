/**
 * Growth (issue 8): the course list and the message counts timed at 1,000 and 100,000 rows on a
 * freshly migrated in-memory database, through the services the routes call (listCourses for
 * apiCourse/byCategoryCache, messageState for /v1/message/state), median of a few calls after a
 * warm-up. The ratio between sizes shows whether a call's cost grows with the table.
 * `npx tsx bench/growth.ts` prints the table.
 */
import { adminMemberListParamsSchema, courseListParamsSchema } from '../protocol';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { buildCourseListQuery, listCourses } from '../server/routes/courses/course-list.service';
import { messageState } from '../server/routes/messages/message-state.service';
import { seedOwnInbox, seedScaleCourses, seedScaleMembersWithMessages } from './fixtures/growth-data';
import { listActivities } from '../server/routes/activities/activities.service';
import { forTenant } from '../server/db/tenant-scope';
import { seedScaleActivities } from './fixtures/growth-activities';
import { listProducts } from '../server/routes/mall/products.service';
import { listExchanges } from '../server/routes/mall/exchange.service';
import { seedScaleMall } from './fixtures/growth-mall';
import { listLecturers } from '../server/routes/lecturers/lecturers.service';
import { myBookings } from '../server/routes/lecturers/bookings.service';
import { seedScaleLecturers } from './fixtures/growth-lecturers';
import { listQuestionnaires } from '../server/routes/questionnaires/questionnaire-reads.service';
import { seedScaleQuestionnaires } from './fixtures/growth-questionnaires';
import { myTrainings } from '../server/routes/training/my-trainings.service';
import { taskCourses, tasksInProgress } from '../server/routes/training/tasks.service';
import { seedScaleTasks } from './fixtures/growth-tasks';
import { myHomework } from '../server/routes/homework/homework.service';
import { homeworkQueue } from '../server/routes/homework/homework-queue.service';
import { readConfig } from '../server/config';
import { seedScaleHomework } from './fixtures/growth-homework';
import { countPostsExact, listPosts } from '../server/routes/community/posts.service';
import { countedCourseTotal } from '../server/routes/courses/course-list-total';
import { unreadByCategoryCounted } from '../server/routes/messages/unread-counts';
import { seedScaleCommunity } from './fixtures/growth-community';
import { resolvePeriod, statisticsOf } from '../server/routes/admin-statistics';
import { seedScaleStatistics } from './fixtures/growth-admin-statistics';
import { listAssignments } from '../server/routes/admin-assignments';
import { seedScaleAssignments } from './fixtures/growth-admin-assignments';
import { listMembers } from '../server/routes/admin-members/member-list.service';

export interface GrowthRow {
  /** What was timed; the same name at each size. */
  figure: string;
  size: number;
  ms: number;
}

const RUNS = 7;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(RUNS / 2)]!.toFixed(2));
}

export async function benchGrowth(sizes: readonly number[] = [1_000, 100_000]): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  const now = Date.now();
  for (const size of sizes) {
    const db = openDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      const enterprise = await db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      const learner = await db
        .selectFrom('users')
        .selectAll()
        .where('eid', '=', 1)
        .where('account', '=', 'learner')
        .executeTakeFirstOrThrow();
      await seedScaleCourses(db, { eid: 1, count: size, learnerId: learner.id, now });
      await seedScaleMembersWithMessages(db, { eid: 1, count: size, now });

      // The library's first page as the API bench asks for it (defaults: newest first).
      // The route's handle is tenant-scoped (its `eid` filter is what lets the page query walk an index).
      const viewer = { db: forTenant(db, 1), enterprise, user: learner, isAdmin: false, now, studyLeaseMs: 35_000 };
      const input = courseListParamsSchema.parse({});
      rows.push({ figure: 'course list page 1, N courses', size, ms: await median(() => listCourses(viewer, input)) });
      const built = (await buildCourseListQuery(viewer, input))!;
      rows.push({ figure: '  of which the page query', size, ms: await median(() => built.page.execute()) });
      rows.push({
        figure: '  of which the total (counters, decision 0059)',
        size,
        ms: await median(() => countedCourseTotal(viewer, input, false)),
      });
      rows.push({
        figure: '  the same total as COUNT(*) (before)',
        size,
        ms: await median(() => built.count.executeTakeFirstOrThrow()),
      });

      const scope = { db: forTenant(db, 1), eid: 1, userId: learner.id, now, offsetMinutes: 480 };
      rows.push({ figure: 'message counts, N members + messages', size, ms: await median(() => messageState(scope)) });
      // Administrators' members (decision 0054): /admin/members' first page among the N members above.
      const memberInput = adminMemberListParamsSchema.parse({});
      rows.push({
        figure: 'admin member list page 1, N members',
        size,
        ms: await median(() => listMembers(forTenant(db, 1), memberInput)),
      });
      await seedOwnInbox(db, { eid: 1, count: size, userId: learner.id, now });
      rows.push({ figure: 'message counts, own inbox of N', size, ms: await median(() => messageState(scope)) });
      rows.push({
        figure: '  own unread counted by COUNT(*) (before)',
        size,
        ms: await median(() => unreadByCategoryCounted(scope)),
      });

      // Activities (decision 0047): /index/activity's first page and the learner's /my/my-active.
      await seedScaleActivities(db, { eid: 1, count: size, learnerId: learner.id, now });
      const activityScope = { db: forTenant(db, 1), eid: 1, user: learner, now };
      const firstPage = { scope: 'all' as const, phase: 'all' as const, page: 1, pageSize: 10 };
      rows.push({
        figure: 'activity list page 1, N activities',
        size,
        ms: await median(() => listActivities(activityScope, firstPage)),
      });
      rows.push({
        figure: 'my activities page 1, N/10 registered',
        size,
        ms: await median(() => listActivities(activityScope, { ...firstPage, scope: 'mine' })),
      });

      // Points mall (decision 0050): /shopMall's first page (all, and "I can afford" by points) and /my/exchange-record.
      const other = await db
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', 'sales')
        .executeTakeFirstOrThrow();
      await seedScaleMall(db, { eid: 1, count: size, learnerId: learner.id, otherUserId: other.id, now });
      const mallScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, now };
      const shelf = { sort: 'default' as const, affordable: 'N' as const, page: 1, pageSize: 12 };
      rows.push({
        figure: 'mall products page 1, N products',
        size,
        ms: await median(() => listProducts(mallScope, shelf)),
      });
      rows.push({
        figure: 'mall products I can afford, by points',
        size,
        ms: await median(() => listProducts(mallScope, { ...shelf, affordable: 'Y', sort: 'points_asc' })),
      });
      rows.push({
        figure: 'my exchange records page 1, N records',
        size,
        ms: await median(() => listExchanges(mallScope, { page: 1, pageSize: 10 })),
      });

      // Lecturers (decision 0051): /lecturer/lecturerList's first page, by type, a keyword search, /my/my-booking.
      const booker = await db
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', 'engineer')
        .executeTakeFirstOrThrow();
      const course = await db
        .selectFrom('courses')
        .select('id')
        .where('eid', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await seedScaleLecturers(db, {
        eid: 1,
        count: size,
        learnerId: learner.id,
        otherUserId: booker.id,
        courseId: course.id,
        now,
      });
      const lecturerScope = { db: forTenant(db, 1), eid: 1, viewer: learner, language: 'en_us' as const, now };
      const lecturerPage = { keyword: '', type: '' as const, catid: 0, page: 1 };
      rows.push({
        figure: 'lecturer list page 1, N lecturers',
        size,
        ms: await median(() => listLecturers(lecturerScope, lecturerPage)),
      });
      rows.push({
        figure: 'lecturer list, external only',
        size,
        ms: await median(() => listLecturers(lecturerScope, { ...lecturerPage, type: 'external' })),
      });
      rows.push({
        figure: 'lecturer search by keyword (LIKE scan)',
        size,
        ms: await median(() => listLecturers(lecturerScope, { ...lecturerPage, keyword: 'subject 7' })),
      });
      rows.push({
        figure: 'my lecturer bookings page 1, N bookings',
        size,
        ms: await median(() => myBookings(lecturerScope, { status: '', page: 1 })),
      });
      // Questionnaires (decision 0048): /questionnaire/questionList's first page, its "open" filter, /questionMyList.
      await seedScaleQuestionnaires(db, { eid: 1, count: size, learnerId: learner.id, now });
      const questionnaireScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, language: 'en_us' as const, now };
      const questionnairePage = { scope: 'all' as const, state: 'all' as const, page: 1, pageSize: 10 };
      rows.push({
        figure: 'questionnaire list page 1, N questionnaires',
        size,
        ms: await median(() => listQuestionnaires(questionnaireScope, questionnairePage)),
      });
      rows.push({
        figure: 'questionnaire list, open only',
        size,
        ms: await median(() => listQuestionnaires(questionnaireScope, { ...questionnairePage, state: 'open' })),
      });
      rows.push({
        figure: 'my questionnaires page 1, N/10 taken',
        size,
        ms: await median(() => listQuestionnaires(questionnaireScope, { ...questionnairePage, scope: 'mine' })),
      });
      // Tasks and training (decision 0045): /task/tarin's first page, by state, /task/course, the tab counts.
      await seedScaleTasks(db, { eid: 1, count: size, learnerId: learner.id, now });
      const taskScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, language: 'en_us' as const, now };
      const taskPage = { state: 'all' as const, page: 1, pageSize: 10 };
      rows.push({
        figure: 'my trainings page 1, N trainings',
        size,
        ms: await median(() => myTrainings(taskScope, taskPage)),
      });
      rows.push({
        figure: 'my trainings, in progress only',
        size,
        ms: await median(() => myTrainings(taskScope, { ...taskPage, state: 'in_progress' })),
      });
      rows.push({
        figure: 'course tasks page 1, N assigned',
        size,
        ms: await median(() => taskCourses(taskScope, taskPage)),
      });
      rows.push({
        figure: 'course tasks, overdue only',
        size,
        ms: await median(() => taskCourses(taskScope, { ...taskPage, state: 'overdue' })),
      });
      rows.push({
        figure: 'task tab counts (tasksInProgress)',
        size,
        ms: await median(() => tasksInProgress(taskScope.db, learner.id, now)),
      });
      // Assignments (decision 0046): /my/my-homeWork's first page (all, and pending only) and the grading queue.
      const sales = await db
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', 'sales')
        .executeTakeFirstOrThrow();
      await seedScaleHomework(db, { eid: 1, count: size, learnerId: learner.id, otherUserId: sales.id, now });
      const homeworkScope = {
        db: forTenant(db, 1),
        config: readConfig({}),
        clock: { now: () => now },
        eid: 1,
        userId: learner.id,
        language: 'en_us' as const,
      };
      rows.push({
        figure: 'my assignments page 1, N/10 mine',
        size,
        ms: await median(() => myHomework(homeworkScope, { page: 1, pageSize: 10 })),
      });
      rows.push({
        figure: 'my assignments, pending only',
        size,
        ms: await median(() => myHomework(homeworkScope, { state: 'pending', page: 1, pageSize: 10 })),
      });
      rows.push({
        figure: 'assignment grading queue page 1, N/20 waiting',
        size,
        ms: await median(() => homeworkQueue(homeworkScope, { state: 'pending', page: 1, pageSize: 20 })),
      });
      // Community (decision 0049): /news/comminication's first page, the hottest and unanswered sorts, a search.
      await seedScaleCommunity(db, { eid: 1, count: size, authorIds: [learner.id, sales.id], now });
      const communityScope = { db: forTenant(db, 1), eid: 1, user: learner, now };
      const communityPage = { kind: 'question' as const, sort: 'latest' as const, page: 1, pageSize: 10 };
      rows.push({
        figure: 'Q&A list page 1, N questions',
        size,
        ms: await median(() => listPosts(communityScope, communityPage)),
      });
      rows.push({
        figure: 'Q&A list, hottest',
        size,
        ms: await median(() => listPosts(communityScope, { ...communityPage, sort: 'hottest' })),
      });
      rows.push({
        figure: 'Q&A list, unanswered',
        size,
        ms: await median(() => listPosts(communityScope, { ...communityPage, sort: 'unanswered' })),
      });
      rows.push({
        figure: 'Q&A list, resolved',
        size,
        ms: await median(() => listPosts(communityScope, { ...communityPage, sort: 'resolved' })),
      });
      rows.push({
        figure: '  Q&A total as COUNT(*) (before)',
        size,
        ms: await median(() => countPostsExact(communityScope, communityPage)),
      });

      // Administrators' statistics (decision 0056): the last 30 days' figures, with N rows of older
      // history in every source (study days, completions, scored papers, sign-ins, check-ins).
      await seedScaleStatistics(db, { eid: 1, count: size, now });
      const statsPeriod = resolvePeriod({ range: 'last30' }, now, 480);
      rows.push({
        figure: 'admin statistics, 30 days, N older rows per source',
        size,
        ms: await median(() => statisticsOf(forTenant(db, 1), statsPeriod)),
      });

      // Administrators' assignments (decision 0055): the past assignments' first page, all kinds and
      // one kind, over N older assignments.
      await seedScaleAssignments(db, { eid: 1, count: size, now });
      rows.push({
        figure: 'admin assignments, first page, all kinds',
        size,
        ms: await median(() => listAssignments(forTenant(db, 1), { kind: 'all', page: 1, pageSize: 10 }, 'en_us')),
      });
      rows.push({
        figure: 'admin assignments, first page, exams',
        size,
        ms: await median(() => listAssignments(forTenant(db, 1), { kind: 'exam', page: 1, pageSize: 10 }, 'en_us')),
      });
    } finally {
      await db.destroy();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  benchGrowth().then(
    (rows) => {
      console.table(rows);
      console.log(`${Math.round((Date.now() - started) / 1000)} s`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The one course whose chapters `learner` has already finished, so rating can be shown and tested (decision 0018). */
export const FINISHED_DEMO_COURSE = 'Running a good team meeting';

async function userId(trx: Transaction<Database>, account: string, eid = 1): Promise<number> {
  return (
    await trx
      .selectFrom('users')
      .select('id')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;
}

async function courseOf(trx: Transaction<Database>, title: string, eid = 1) {
  const course = await trx
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', eid)
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  const chapters = await trx
    .selectFrom('course_chapters')
    .select(['id', 'title'])
    .where('course_id', '=', course.id)
    .orderBy('sort')
    .execute();
  return { id: course.id, chapters };
}

async function addFinishedCourse(trx: Transaction<Database>, learner: number): Promise<void> {
  const publishedAt = SEED_TIME - 40 * DAY;
  const course = await trx
    .insertInto('courses')
    .values({
      eid: 1,
      category_id: null,
      title: FINISHED_DEMO_COURSE,
      summary: 'Agenda, timekeeping and clear actions in fifteen minutes.',
      media_type: 'imagetext',
      lecturer_name: 'Wang Lei',
      lecturer_type: 'internal',
      lecturer_user_id: await userId(trx, 'manager'),
      credits: 0.5,
      study_minutes: 10,
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pages = [
    ['Before the meeting', '<p>Send the agenda a day ahead and name an owner for each item.</p>'],
    ['After the meeting', '<p>Write down every action with an owner and a date.</p>'],
  ] as const;
  const finishedAt = SEED_TIME - 5 * DAY;
  for (const [sort, [title, html]] of pages.entries()) {
    const chapter = await trx
      .insertInto('course_chapters')
      .values({ eid: 1, course_id: course.id, sort, title, kind: 'imagetext', body_html: html, duration_seconds: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chapter_progress')
      .values({
        eid: 1,
        user_id: learner,
        course_id: course.id,
        chapter_id: chapter.id,
        position_seconds: 30,
        credited_seconds: 30,
        last_heartbeat_at: finishedAt,
        completed_at: finishedAt,
        updated_at: finishedAt,
      })
      .execute();
  }
  await trx
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: learner,
      course_id: course.id,
      source: 'self',
      started_at: finishedAt - HOUR,
      last_studied_at: finishedAt,
      studied_seconds: 60,
      completed_at: finishedAt,
    })
    .execute();
  await trx.updateTable('courses').set({ learner_count: 1 }).where('id', '=', course.id).execute();
}

async function addComments(
  trx: Transaction<Database>,
  courseId: number,
  threads: Array<{ by: string; text: string; praisedBy?: string[]; replies?: Array<{ by: string; text: string }> }>,
  start: number,
) {
  let at = start;
  let count = 0;
  for (const thread of threads) {
    at += 2 * HOUR;
    const top = await trx
      .insertInto('course_comments')
      .values({
        eid: 1,
        course_id: courseId,
        user_id: await userId(trx, thread.by),
        thread_id: null,
        reply_to_user_id: null,
        content: thread.text,
        praise_count: thread.praisedBy?.length ?? 0,
        reply_count: thread.replies?.length ?? 0,
        created_at: at,
      })
      .returning(['id', 'user_id'])
      .executeTakeFirstOrThrow();
    count++;
    for (const account of thread.praisedBy ?? []) {
      await trx
        .insertInto('course_comment_praises')
        .values({ eid: 1, comment_id: top.id, user_id: await userId(trx, account), created_at: at + HOUR })
        .execute();
    }
    for (const reply of thread.replies ?? []) {
      at += 20 * 60 * 1000;
      await trx
        .insertInto('course_comments')
        .values({
          eid: 1,
          course_id: courseId,
          user_id: await userId(trx, reply.by),
          thread_id: top.id,
          reply_to_user_id: top.user_id,
          content: reply.text,
          created_at: at,
        })
        .execute();
      count++;
    }
  }
  await trx
    .updateTable('courses')
    .set((eb) => ({ comment_count: eb('comment_count', '+', count) }))
    .where('id', '=', courseId)
    .execute();
}

/**
 * Demo data of notes, comments, ratings, collections and rewards: comment threads on two Aurora
 * courses, an approved public note and a note in review, collections and praise of `learner`,
 * an internal lecturer with an account (Wang Lei = `manager`) on "Leading your first team" so
 * rewards work, and one short course `learner` has finished, ready to be rated.
 */
export async function seedCourseSocial(trx: Transaction<Database>): Promise<void> {
  const learner = await userId(trx, 'learner');
  const leading = await courseOf(trx, 'Leading your first team');
  const selling = await courseOf(trx, 'Consultative selling');
  const sheets = await courseOf(trx, 'Working with spreadsheets');

  await trx
    .updateTable('courses')
    .set({ lecturer_user_id: await userId(trx, 'manager') })
    .where('id', '=', leading.id)
    .execute();
  await addFinishedCourse(trx, learner);

  await addComments(
    trx,
    leading.id,
    [
      {
        by: 'engineer',
        text: 'The one-to-one template saved me an hour this week.',
        praisedBy: ['sales', 'manager'],
        replies: [
          { by: 'manager', text: 'Glad it helps. Try the feedback handbook next.' },
          { by: 'learner', text: 'Same here, I use it every Monday.' },
        ],
      },
      {
        by: 'sales',
        text: 'Could we get a chapter on remote teams?',
        praisedBy: ['engineer'],
        replies: [{ by: 'admin', text: 'Noted: it is planned for next quarter.' }],
      },
      { by: 'newhire', text: 'Clear and short. Thank you!' },
    ],
    SEED_TIME - 6 * DAY,
  );
  await addComments(
    trx,
    selling.id,
    [
      { by: 'sales', text: 'Discovery questions changed how I open calls.', praisedBy: ['learner'] },
      { by: 'engineer', text: 'Useful for pre-sales engineers too.' },
    ],
    SEED_TIME - 4 * DAY,
  );

  const [first, second] = leading.chapters;
  if (first && second) {
    await trx
      .insertInto('course_notes')
      .values({
        eid: 1,
        user_id: await userId(trx, 'engineer'),
        course_id: leading.id,
        chapter_id: first.id,
        content: 'Goals: few, written down, and revisited every month. Ask each member what "done" looks like.',
        state: 'public',
        reviewed_by: await userId(trx, 'admin'),
        reviewed_at: SEED_TIME - 2 * DAY,
        created_at: SEED_TIME - 3 * DAY,
        updated_at: SEED_TIME - 3 * DAY,
      })
      .execute();
    await trx
      .insertInto('course_notes')
      .values({
        eid: 1,
        user_id: learner,
        course_id: leading.id,
        chapter_id: second.id,
        content: 'One-to-ones: their agenda first, mine second. Keep the time even when busy.',
        state: 'in_review',
        created_at: SEED_TIME - DAY,
        updated_at: SEED_TIME - DAY,
      })
      .execute();
  }

  for (const [index, course] of [selling, sheets].entries()) {
    await trx
      .insertInto('course_collects')
      .values({ eid: 1, user_id: learner, course_id: course.id, created_at: SEED_TIME - (index + 1) * DAY })
      .execute();
    await trx
      .updateTable('courses')
      .set((eb) => ({ collect_count: eb('collect_count', '+', 1) }))
      .where('id', '=', course.id)
      .execute();
  }
  for (const account of ['engineer', 'sales']) {
    await trx
      .insertInto('course_praises')
      .values({ eid: 1, user_id: await userId(trx, account), course_id: leading.id, created_at: SEED_TIME - DAY })
      .execute();
  }
  await trx
    .updateTable('courses')
    .set((eb) => ({ praise_count: eb('praise_count', '+', 2) }))
    .where('id', '=', leading.id)
    .execute();
}

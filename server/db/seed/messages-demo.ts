import type { Transaction } from 'kysely';
import type { MessageKind, PersonalCategory } from '../../../protocol';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/*
 * Demo data of the message centre (decision 0022): for `learner` of eid 1 a message of every
 * kind, some read, two admin messages, three information items and a weekly summary; admin
 * messages shown in eid 1. Source areas that do not exist yet (training, certificates, exam
 * marking) are represented by their messages only.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Demo = {
  category: PersonalCategory;
  kind: MessageKind;
  params: Record<string, string | number | boolean>;
  link?: string;
  actor?: string;
  read?: boolean;
  sourceId?: string;
};

async function userId(trx: Transaction<Database>, eid: number, account: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', eid)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function courseTitle(
  trx: Transaction<Database>,
  eid: number,
  title: string,
): Promise<{ id: number; title: string }> {
  const row = await trx
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('eid', '=', eid)
    .where('title', '=', title)
    .executeTakeFirst();
  return row ?? { id: 0, title };
}

export async function seedMessages(trx: Transaction<Database>): Promise<void> {
  const learner = await userId(trx, 1, 'learner');
  const actors: Record<string, number> = {
    sales: await userId(trx, 1, 'sales'),
    engineer: await userId(trx, 1, 'engineer'),
    admin: await userId(trx, 1, 'admin'),
  };
  const team = await courseTitle(trx, 1, 'Leading your first team');
  const selling = await courseTitle(trx, 1, 'Consultative selling');
  const safety = await courseTitle(trx, 1, 'Warehouse safety basics');

  const demos: Demo[] = [
    {
      category: 'own',
      kind: 'course_assigned',
      params: { courseId: safety.id, courseTitle: safety.title, dueAt: SEED_TIME + 30 * DAY },
      link: `/course/${safety.id}`,
      read: true,
    },
    {
      category: 'own',
      kind: 'training_planning',
      params: {
        trainName: 'New manager programme',
        startAt: SEED_TIME + 14 * DAY,
        endAt: SEED_TIME + 16 * DAY,
        place: 'Room 3.2, Shanghai office',
      },
    },
    {
      category: 'own',
      kind: 'certificate_expiration',
      params: { certificateName: 'Forklift operator', expiresAt: SEED_TIME + 20 * DAY },
    },
    {
      category: 'own',
      kind: 'task_score',
      params: {
        taskId: 7,
        uid: learner,
        trainId: 3,
        taskName: 'Case study: a difficult customer',
        score: 86,
        passScore: 60,
      },
      sourceId: '7:3',
    },
    {
      category: 'own',
      kind: 'marking_notice',
      params: { asid: 12, paperName: 'Sales fundamentals final', score: 78 },
      read: true,
    },
    {
      category: 'own',
      kind: 'note_reviewed',
      params: { courseId: team.id, courseTitle: team.title, approved: true },
      link: '/my/my-note',
    },
    {
      category: 'own',
      kind: 'reward_received',
      params: { courseId: selling.id, courseTitle: selling.title, points: 20 },
      link: `/course/${selling.id}`,
      actor: 'sales',
      read: true,
    },
    {
      category: 'own',
      kind: 'micro_course_reviewed',
      params: {
        courseId: 0,
        courseTitle: 'Five-minute stand-ups',
        approved: false,
        reason: 'Please add captions to the video.',
      },
      link: '/my/my-upLoadCourse',
    },
    {
      category: 'own',
      kind: 'order_paid',
      params: { orderId: 1001, title: selling.title },
      link: '/my/order',
      read: true,
    },
    { category: 'own', kind: 'medal_awarded', params: { medalId: 1, medalName: 'Early bird' }, link: '/my/medal' },
    {
      category: 'own',
      kind: 'weekly_summary',
      params: { weekStart: '2025-12-22', weekEnd: '2025-12-28', minutes: 95, days: 4, coursesCompleted: 1 },
      link: '/my/studycalendar',
      sourceId: '2025-12-22',
    },
    {
      category: 'at',
      kind: 'mention',
      params: {
        where: 'community',
        title: 'Tips for the first 90 days',
        excerpt: '@Lin Xiao you asked about one-to-ones — here is my template.',
      },
      link: '/news/community',
      actor: 'engineer',
    },
    {
      category: 'praise',
      kind: 'comment_praised',
      params: { courseId: team.id, courseTitle: team.title, commentId: 0 },
      link: `/course/${team.id}`,
      actor: 'sales',
    },
    {
      category: 'praise',
      kind: 'comment_praised',
      params: { courseId: selling.id, courseTitle: selling.title, commentId: 0 },
      link: `/course/${selling.id}`,
      actor: 'engineer',
      read: true,
    },
    {
      category: 'comment',
      kind: 'comment_reply',
      params: {
        courseId: team.id,
        courseTitle: team.title,
        excerpt: 'Agreed — the delegation chapter helped me most too.',
        commentId: 0,
      },
      link: `/course/${team.id}`,
      actor: 'engineer',
    },
    {
      category: 'comment',
      kind: 'community_reply',
      params: { postId: 1, title: 'Tips for the first 90 days', excerpt: 'Thanks, this saved me a week.' },
      link: '/news/community',
      actor: 'sales',
      read: true,
    },
    {
      category: 'comment',
      kind: 'qa_answer',
      params: {
        questionId: 1,
        title: 'How do I export my study hours?',
        excerpt: 'Open the learning centre, then Study hours, and choose Export.',
      },
      link: '/news/comminication',
      actor: 'admin',
    },
  ];

  let at = SEED_TIME + 20 * DAY;
  for (const [index, demo] of demos.entries()) {
    at -= 7 * HOUR;
    await trx
      .insertInto('messages')
      .values({
        eid: 1,
        user_id: learner,
        category: demo.category,
        kind: demo.kind,
        params: JSON.stringify(demo.params),
        link: demo.link ?? '',
        source_type: 'demo',
        source_id: demo.sourceId ?? String(index),
        actor_user_id: demo.actor ? actors[demo.actor]! : null,
        dedupe_key: demo.kind === 'weekly_summary' ? `summary:${demo.params.weekStart}` : `demo:${index}`,
        read_at: demo.read ? at + HOUR : null,
        deleted_at: null,
        created_at: at,
      })
      .execute();
  }

  await trx.insertInto('message_settings').values({ eid: 1, admin_message_show: 'Y' }).execute();
  const broadcasts = [
    {
      kind: 'admin' as const,
      title: 'Annual compliance training opens',
      summary: 'Finish “Data protection 2025” by the end of the month.',
      body: 'Dear colleagues,\n\nThe annual compliance training is now open. Please finish the course “Data protection 2025” in the course library by the end of the month.\n\nThank you, HR',
    },
    {
      kind: 'admin' as const,
      title: 'Learning portal maintenance on Saturday',
      summary: 'The portal is unavailable 22:00–23:00.',
      body: 'The learning portal will be unavailable on Saturday from 22:00 to 23:00 for maintenance. Your progress is saved.',
    },
    {
      kind: 'information' as const,
      title: 'New course library categories',
      summary: 'Find courses faster with the new categories.',
      body: 'The course library now groups courses into leadership, sales, safety and technology.\n\nUse the category bar on the course page to filter.',
    },
    {
      kind: 'information' as const,
      title: 'Points mall: spring selection',
      summary: 'New items are in the points mall.',
      body: 'Spend your learning points on the new spring selection in the points mall: notebooks, mugs and a few surprise items.',
    },
    {
      kind: 'information' as const,
      title: 'Study hours now count per day',
      summary: 'Your study calendar shows every day you learned.',
      body: 'Study hours are now recorded per day in your time zone. Open the study calendar in the learning centre to see your streak.',
    },
  ];
  for (const [index, item] of broadcasts.entries()) {
    const row = await trx
      .insertInto('message_broadcasts')
      .values({
        eid: 1,
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        body: item.body,
        author_user_id: actors.admin!,
        created_at: SEED_TIME + (10 - index) * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One information item read, so the list shows both states.
    if (index === 4)
      await trx
        .insertInto('message_broadcast_states')
        .values({ eid: 1, user_id: learner, broadcast_id: row.id, read_at: SEED_TIME + 11 * DAY, deleted_at: null })
        .execute();
  }
}

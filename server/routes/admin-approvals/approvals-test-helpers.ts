import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';

/** Items waiting for review, written straight into one enterprise's tables (the queue is what is tested). */
export interface Pending {
  note: number;
  microCourse: number;
  communityPost: number;
  communityAnswer: number;
  lecturerApplication: number;
  courseComment: number;
}

export async function userId(db: Kysely<Database>, eid: number, account: string): Promise<number> {
  const row = await forTenant(db, eid)
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One waiting item of every kind by `account` in enterprise `eid`, its texts tagged with `tag`. */
export async function pendingItems(
  root: Kysely<Database>,
  eid: number,
  account: string,
  tag: string,
  now: number,
): Promise<Pending> {
  const db = forTenant(root, eid);
  const author = await userId(root, eid, account);
  const chapter = await db
    .selectFrom('course_chapters')
    .innerJoin('courses', 'courses.id', 'course_chapters.course_id')
    .select(['course_chapters.id', 'course_chapters.course_id'])
    .where('courses.status', '=', 'published')
    .orderBy('course_chapters.id')
    .executeTakeFirstOrThrow();
  const note = await db
    .insertInto('course_notes')
    .values({
      eid,
      user_id: author,
      course_id: chapter.course_id,
      chapter_id: chapter.id,
      content: `${tag} note text`,
      state: 'in_review',
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const micro = await db
    .insertInto('micro_courses')
    .values({
      eid,
      owner_user_id: author,
      title: `${tag} micro-course`,
      summary: `${tag} summary`,
      state: 'under_review',
      category_id: null,
      cover_upload_id: null,
      course_id: null,
      reviewer_user_id: null,
      submitted_at: now,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await db
    .insertInto('community_posts')
    .values({
      eid,
      kind: 'topic',
      author_user_id: author,
      title: `${tag} topic`,
      content: `<p>${tag} topic body</p>`,
      plain: `${tag} topic body`,
      state: 'review',
      best_comment_id: null,
      request_id: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const openPost = await db
    .insertInto('community_posts')
    .values({
      eid,
      kind: 'question',
      author_user_id: author,
      title: `${tag} open question`,
      state: 'open',
      best_comment_id: null,
      request_id: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answer = await db
    .insertInto('community_comments')
    .values({
      eid,
      post_id: openPost.id,
      parent_id: null,
      author_user_id: author,
      reply_to_user_id: null,
      content: `${tag} answer text`,
      state: 'review',
      request_id: null,
      deleted_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await db
    .insertInto('lecturer_applications')
    .values({
      eid,
      user_id: author,
      request_id: `${tag}-apply`,
      name: `${tag} lecturer`,
      gender: 'female',
      region: 'Shanghai',
      introduction: `${tag} introduction`,
      labels: '["Sales"]',
      phone: '13800000000',
      avatar: '/media/a.png',
      status: 'pending',
      created_at: now,
      reviewed_at: null,
    })
    .onConflict((oc) => oc.columns(['eid', 'user_id']).doUpdateSet({ status: 'pending', name: `${tag} lecturer` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = await db
    .insertInto('course_comments')
    .values({
      eid,
      course_id: chapter.course_id,
      user_id: author,
      thread_id: null,
      reply_to_user_id: null,
      content: `${tag} comment text`,
      request_id: null,
      state: 'in_review',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    note: note.id,
    microCourse: micro.id,
    communityPost: post.id,
    communityAnswer: answer.id,
    lecturerApplication: application.id,
    courseComment: comment.id,
  };
}

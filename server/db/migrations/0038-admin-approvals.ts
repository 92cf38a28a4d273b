import type { Kysely } from 'kysely';

/**
 * The administrators' approvals queue (issue 27 items 1–2, decision 0053):
 * - approval_decisions: every decision made through the queue (who, when, approve or reject, the
 *   reason the author read, and what the item was): the approved and rejected views of every kind
 *   read this one table, also for kinds whose own table keeps no reason; it is the audit trail.
 *   One row per item (unique): a resubmitted item decided again replaces its row.
 * - course_comments gains a review state: when the enterprise audits comments
 *   (course_social_settings.audit_comments = 1) a new comment waits 'in_review', seen only by its
 *   author until approved ('public') or rejected. Existing comments are public.
 * - course_share_requests: a learner asks to share a course they own (a micro-course published for
 *   "only me") with the whole enterprise; an administrator approves (the course opens to everyone)
 *   or rejects with a reason.
 * Times are epoch milliseconds (bigint); booleans 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_decisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'bigint', (c) => c.notNull())
    // What the item was when decided, so the history reads (and is searched) in one table for every kind.
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('approval_decisions_history')
    .on('approval_decisions')
    .columns(['eid', 'decision', 'decided_at', 'id'])
    .execute();
  await db.schema
    .createIndex('approval_decisions_item')
    .on('approval_decisions')
    .columns(['eid', 'kind', 'item_id'])
    .unique()
    .execute();

  await db.schema
    .alterTable('course_comments')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  await db.schema
    .createIndex('course_comments_review')
    .on('course_comments')
    .columns(['eid', 'state', 'created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('course_social_settings')
    .addColumn('audit_comments', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('course_share_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Why the learner shares it ('' = no note); plain text.
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One open request per course: asking again while one waits changes nothing.
  await db.schema
    .createIndex('course_share_requests_course')
    .on('course_share_requests')
    .columns(['eid', 'course_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('course_share_requests_queue')
    .on('course_share_requests')
    .columns(['eid', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_share_requests').execute();
  await db.schema.dropIndex('course_comments_review').execute();
  await db.schema.alterTable('course_social_settings').dropColumn('audit_comments').execute();
  await db.schema.alterTable('course_comments').dropColumn('state').execute();
  await db.schema.dropTable('approval_decisions').execute();
}

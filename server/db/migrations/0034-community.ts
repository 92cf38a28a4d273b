import type { Kysely } from 'kysely';

/**
 * Community topics and Q&A (decision 0049): posts (a topic or a question, its state, bounty and
 * counters), their files (finished micro-course uploads), invited and mentioned people, answers /
 * comments / replies in one table, praise (one row per person and target, with the time of the
 * last change for the double-click rule), reports, and each enterprise's review switches.
 * Times are epoch milliseconds (bigint); flags 0/1; ids identity on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('community_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // Plain text of the content: search and excerpts.
    .addColumn('plain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bounty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('best_comment_id', 'integer')
    .addColumn('remind_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('praise_count', 'integer', (c) => c.notNull().defaultTo(0))
    // praise × 2 + replies: the "hottest" order, kept with the counters.
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_id', 'text')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_posts_list')
    .on('community_posts')
    .columns(['eid', 'kind', 'state', 'created_at', 'id'])
    .execute();
  // The lists' "latest" order walks this index and stops at a page (most posts are visible).
  await db.schema
    .createIndex('community_posts_recent')
    .on('community_posts')
    .columns(['eid', 'kind', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('community_posts_hot')
    .on('community_posts')
    .columns(['eid', 'kind', 'hot', 'id'])
    .execute();
  await db.schema
    .createIndex('community_posts_author')
    .on('community_posts')
    .columns(['eid', 'author_user_id', 'created_at'])
    .execute();
  // One submission per request id: a retried ask holds the bounty once.
  await db.schema
    .createIndex('community_posts_request')
    .on('community_posts')
    .columns(['author_user_id', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('community_post_media')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_post_media_post')
    .on('community_post_media')
    .columns(['post_id', 'sort'])
    .execute();

  await db.schema
    .createTable('community_post_people')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 'invite' | 'mention'
    .addColumn('role', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_post_people_unique')
    .on('community_post_people')
    .columns(['post_id', 'role', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('community_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('author_user_id', 'integer', (c) => c.notNull())
    .addColumn('reply_to_user_id', 'integer')
    .addColumn('is_answer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('praise_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_id', 'text')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_comments_post')
    .on('community_comments')
    .columns(['post_id', 'parent_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('community_comments_request')
    .on('community_comments')
    .columns(['author_user_id', 'request_id'])
    .unique()
    .execute();
  await db.schema.createIndex('community_comments_state').on('community_comments').columns(['eid', 'state']).execute();

  await db.schema
    .createTable('community_praises')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 'post:<id>' | 'comment:<id>'
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_praises_unique')
    .on('community_praises')
    .columns(['user_id', 'target'])
    .unique()
    .execute();

  await db.schema
    .createTable('community_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_reports_unique')
    .on('community_reports')
    .columns(['post_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('community_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('review_posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'community_settings',
    'community_reports',
    'community_praises',
    'community_comments',
    'community_post_people',
    'community_post_media',
    'community_posts',
  ])
    await db.schema.dropTable(table).execute();
}

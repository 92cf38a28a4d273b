import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

const HOUR = 60 * 60 * 1000;

/**
 * Demo study records: eid 1's `learner` is part-way through "Leading your first team" (the video
 * finished, the audio half heard), so the detail page and /my/learn-record show progress and a
 * resume point. Free courses only; study_days and points belong to other areas.
 */
export async function seedCourseStudy(trx: Transaction<Database>): Promise<void> {
  const learner = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'fee_type'])
    .where('eid', '=', 1)
    .where('title', '=', 'Leading your first team')
    .executeTakeFirstOrThrow();
  if (course.fee_type !== 'free') return;
  const chapters = await trx
    .selectFrom('course_chapters')
    .select(['id', 'duration_seconds'])
    .where('course_id', '=', course.id)
    .orderBy('sort')
    .execute();
  const [video, audio] = chapters;
  if (!video || !audio) return;
  const startedAt = SEED_TIME - 2 * 24 * HOUR;
  const lastAt = SEED_TIME - 3 * HOUR;
  await trx
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: learner.id,
      course_id: course.id,
      source: 'self',
      started_at: startedAt,
      last_studied_at: lastAt,
      last_chapter_id: audio.id,
      studied_seconds: video.duration_seconds + 5,
    })
    .execute();
  await trx
    .updateTable('courses')
    .set((eb) => ({ learner_count: eb('learner_count', '+', 1) }))
    .where('id', '=', course.id)
    .execute();
  await trx
    .insertInto('chapter_progress')
    .values([
      {
        eid: 1,
        user_id: learner.id,
        course_id: course.id,
        chapter_id: video.id,
        position_seconds: video.duration_seconds,
        credited_seconds: video.duration_seconds,
        last_heartbeat_at: startedAt,
        completed_at: startedAt,
        updated_at: startedAt,
      },
      {
        eid: 1,
        user_id: learner.id,
        course_id: course.id,
        chapter_id: audio.id,
        position_seconds: 5,
        credited_seconds: 5,
        last_heartbeat_at: lastAt,
        completed_at: null,
        updated_at: lastAt,
      },
    ])
    .execute();
}

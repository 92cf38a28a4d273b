import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ChapterKind } from '../schema-courses';
import { SEED_TIME } from './demo-data';

/*
 * Demo data of the course library and detail: enough more courses for Aurora (eid 1) that the
 * library pages, sorts and filters show something real, and course codes (one valid for the
 * points course, one used up, one expired). Deterministic: no randomness, times from SEED_TIME.
 */
const DAY = 24 * 60 * 60 * 1000;

interface ExtraCourse {
  category: string;
  title: string;
  lecturer: string;
  kind: ChapterKind;
  labels: string[];
  learners: number;
  /** Sum and count of ratings (1–5 stars). */
  rating: [number, number];
  paid?: { cents: number; points: number };
  minutes: number;
}

export const EXTRA_COURSES: ExtraCourse[] = [
  {
    category: 'lead',
    title: 'Running effective meetings',
    lecturer: 'Lin Qing',
    kind: 'video',
    labels: ['management'],
    learners: 184,
    rating: [230, 50],
    minutes: 25,
  },
  {
    category: 'lead01',
    title: 'Delegation without fear',
    lecturer: 'Lin Qing',
    kind: 'audio',
    labels: ['management', 'new'],
    learners: 96,
    rating: [180, 40],
    minutes: 20,
  },
  {
    category: 'lead',
    title: 'Giving difficult feedback',
    lecturer: 'Xu Fang',
    kind: 'video',
    labels: ['management'],
    learners: 241,
    rating: [410, 90],
    minutes: 35,
  },
  {
    category: 'sales',
    title: 'Negotiation essentials',
    lecturer: 'Zhou Min',
    kind: 'video',
    labels: ['sales'],
    learners: 132,
    rating: [120, 30],
    paid: { cents: 19900, points: 0 },
    minutes: 45,
  },
  {
    category: 'sales',
    title: 'Writing proposals that win',
    lecturer: 'Zhou Min',
    kind: 'document',
    labels: ['sales', 'writing'],
    learners: 77,
    rating: [96, 24],
    minutes: 30,
  },
  {
    category: 'sales',
    title: 'Customer success basics',
    lecturer: 'He Jing',
    kind: 'imagetext',
    labels: ['sales'],
    learners: 58,
    rating: [52, 13],
    minutes: 15,
  },
  {
    category: 'safety',
    title: 'Fire drill refresher',
    lecturer: 'Chen Hao',
    kind: 'video',
    labels: ['safety', 'required'],
    learners: 402,
    rating: [560, 120],
    minutes: 10,
  },
  {
    category: 'safety',
    title: 'First aid at work',
    lecturer: 'Chen Hao',
    kind: 'document',
    labels: ['safety'],
    learners: 215,
    rating: [300, 64],
    minutes: 30,
  },
  {
    category: 'tech',
    title: 'Python for analysts',
    lecturer: 'Wang Lei',
    kind: 'video',
    labels: ['data'],
    learners: 320,
    rating: [700, 150],
    paid: { cents: 0, points: 30 },
    minutes: 90,
  },
  {
    category: 'tech',
    title: 'SQL in one afternoon',
    lecturer: 'Wang Lei',
    kind: 'video',
    labels: ['data'],
    learners: 288,
    rating: [640, 140],
    minutes: 60,
  },
  {
    category: 'tech',
    title: 'Cloud fundamentals podcast',
    lecturer: 'Sun Yue',
    kind: 'audio',
    labels: ['cloud'],
    learners: 64,
    rating: [70, 18],
    minutes: 40,
  },
  {
    category: 'comp',
    title: 'Anti-bribery in practice',
    lecturer: 'Compliance office',
    kind: 'document',
    labels: ['required'],
    learners: 350,
    rating: [410, 100],
    minutes: 20,
  },
  {
    category: 'comp',
    title: 'Expense policy walkthrough',
    lecturer: 'Compliance office',
    kind: 'imagetext',
    labels: ['finance'],
    learners: 143,
    rating: [150, 40],
    minutes: 10,
  },
  {
    category: 'lead',
    title: 'Strategic thinking workshop',
    lecturer: 'Xu Fang',
    kind: 'video',
    labels: ['management'],
    learners: 45,
    rating: [40, 10],
    paid: { cents: 29900, points: 120 },
    minutes: 75,
  },
];

const MEDIA: Record<string, { media?: string; html?: string; seconds: number }> = {
  video: { media: 'demo/lesson.mp4', seconds: 12 },
  audio: { media: 'demo/lesson.mp3', seconds: 10 },
  document: { media: 'demo/handbook.pdf', seconds: 60 },
  imagetext: { html: '<p>Read the key points, then try them at work this week.</p>', seconds: 30 },
};

async function seedExtraCourses(trx: Transaction<Database>): Promise<void> {
  const categories = await trx.selectFrom('course_categories').select(['id', 'code']).where('eid', '=', 1).execute();
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));
  for (const [index, c] of EXTRA_COURSES.entries()) {
    // Interleaved with the core courses' publication days (they are one per day back from SEED_TIME).
    const publishedAt = SEED_TIME - index * DAY - DAY / 2;
    const media = MEDIA[c.kind]!;
    const course = await trx
      .insertInto('courses')
      .values({
        eid: 1,
        category_id: categoryId.get(c.category) ?? null,
        title: c.title,
        summary: `${c.title}: a practical course by ${c.lecturer} with examples you can use the same day.`,
        cover: '',
        media_type: c.kind,
        labels: JSON.stringify(c.labels),
        lecturer_name: c.lecturer,
        lecturer_type: 'internal',
        lecturer_user_id: null,
        fee_type: c.paid ? 'paid' : 'free',
        price_cents: c.paid?.cents ?? 0,
        points_price: c.paid?.points ?? 0,
        personal_purchase: 1,
        audience: 'all',
        expires_at: null,
        max_viewers: 0,
        credits: Math.round(c.minutes / 15) / 2,
        study_minutes: c.minutes,
        sequential: 0,
        allow_download: 0,
        status: 'published',
        source: 'admin',
        owner_user_id: null,
        rating_sum: c.rating[0],
        rating_count: c.rating[1],
        learner_count: c.learners,
        published_at: publishedAt,
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const sort of [0, 1]) {
      await trx
        .insertInto('course_chapters')
        .values({
          eid: 1,
          course_id: course.id,
          sort,
          title: sort === 0 ? 'Introduction' : 'In practice',
          kind: c.kind,
          media_key: media.media ?? '',
          body_html: media.html ?? '',
          duration_seconds: media.seconds,
          transcode_status: 'done',
        })
        .execute();
    }
  }
}

/** Demo course codes for the paid points course (see README: AURORA-2026). */
async function seedCourseCodes(trx: Transaction<Database>): Promise<void> {
  const course = await trx
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', 1)
    .where('title', '=', 'Coaching conversations (points)')
    .executeTakeFirstOrThrow();
  const codes = [
    { code: 'AURORA-2026', max_uses: 500, uses_left: 500, expires_at: SEED_TIME + 730 * DAY },
    { code: 'AURORA-USED', max_uses: 1, uses_left: 0, expires_at: SEED_TIME + 730 * DAY },
    { code: 'AURORA-2025', max_uses: 100, uses_left: 100, expires_at: SEED_TIME - DAY },
  ];
  for (const c of codes)
    await trx
      .insertInto('course_codes')
      .values({ eid: 1, course_id: course.id, created_at: SEED_TIME, ...c })
      .execute();
}

/** A deleted course, so that an old link shows the "deleted" state (spec 001 §8) rather than a bare 404. */
async function seedDeletedCourse(trx: Transaction<Database>): Promise<void> {
  const at = SEED_TIME - 400 * DAY;
  const course = await trx
    .insertInto('courses')
    .values({
      eid: 1,
      title: 'Onboarding 2024 (deleted)',
      summary: 'Replaced by the new onboarding.',
      media_type: 'video',
      status: 'deleted',
      published_at: at,
      created_at: at,
      updated_at: at,
      category_id: null,
      lecturer_user_id: null,
      expires_at: null,
      owner_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('course_chapters')
    .values({
      eid: 1,
      course_id: course.id,
      sort: 0,
      title: 'Welcome',
      kind: 'video',
      media_key: 'demo/lesson.mp4',
      duration_seconds: 12,
    })
    .execute();
}

export async function seedCourseLibrary(trx: Transaction<Database>): Promise<void> {
  await seedExtraCourses(trx);
  await seedCourseCodes(trx);
  await seedDeletedCourse(trx);
}

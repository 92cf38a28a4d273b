import type { Transaction } from 'kysely';
import type { MicroChapterKind, MicroCourseState, MicroVisibleRange } from '../../../protocol';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/*
 * Demo micro-courses (decision 0020): for `learner` of Aurora a draft, one under review and one
 * rejected with a reason; one by `engineer` approved and published as a course of source
 * 'micro'. Their files are the committed demo media (`demo/...`, shared with course study).
 */
const HOUR = 60 * 60 * 1000;

interface DemoMicroCourse {
  account: string;
  title: string;
  summary: string;
  category: string;
  visibleRange: MicroVisibleRange;
  state: MicroCourseState;
  rejectReason?: string;
  chapters: Array<{ title: string; kind: MicroChapterKind; media: string | null; seconds: number }>;
}

const MICRO_COURSES: DemoMicroCourse[] = [
  {
    account: 'learner',
    title: 'Packing a sample kit',
    summary: 'Half-way through: one chapter still needs its video.',
    category: 'sales',
    visibleRange: 'all',
    state: 'draft',
    chapters: [
      { title: 'What goes in the kit', kind: 'video', media: 'demo/lesson.mp4', seconds: 12 },
      { title: 'Sealing and labelling', kind: 'video', media: null, seconds: 0 },
    ],
  },
  {
    account: 'learner',
    title: 'Five-minute desk stretches',
    summary: 'Simple stretches between meetings.',
    category: 'safety',
    visibleRange: 'all',
    state: 'under_review',
    chapters: [
      { title: 'Neck and shoulders', kind: 'video', media: 'demo/lesson.mp4', seconds: 12 },
      { title: 'Breathing', kind: 'audio', media: 'demo/lesson.mp3', seconds: 10 },
    ],
  },
  {
    account: 'learner',
    title: 'My notes on the pricing policy',
    summary: 'A short talk on the new price list.',
    category: 'sales',
    visibleRange: 'self',
    state: 'rejected',
    rejectReason: 'The price list shown is out of date; please use the 2026 version.',
    chapters: [{ title: 'Price list walk-through', kind: 'document', media: 'demo/handbook.pdf', seconds: 60 }],
  },
  {
    account: 'engineer',
    title: 'Reading a torque chart',
    summary: 'How to read the torque chart on the assembly line.',
    category: 'tech',
    visibleRange: 'all',
    state: 'approved',
    chapters: [
      { title: 'The chart at a glance', kind: 'video', media: 'demo/lesson.mp4', seconds: 12 },
      { title: 'Worked example', kind: 'audio', media: 'demo/lesson.mp3', seconds: 10 },
    ],
  },
];

const TYPE_OF: Record<string, string> = {
  'demo/lesson.mp4': 'mp4',
  'demo/lesson.mp3': 'mp3',
  'demo/handbook.pdf': 'pdf',
};

export async function seedMicroCourses(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('micro_course_settings')
    .values([
      { eid: 1, chapter_name_max: 40 },
      { eid: 2, chapter_name_max: 30 },
    ])
    .execute();
  for (const [index, demo] of MICRO_COURSES.entries()) {
    const at = SEED_TIME - (MICRO_COURSES.length - index) * HOUR;
    const owner = await trx
      .selectFrom('users')
      .select(['id', 'username', 'account'])
      .where('eid', '=', 1)
      .where('account', '=', demo.account)
      .executeTakeFirstOrThrow();
    const category = await trx
      .selectFrom('course_categories')
      .select('id')
      .where('eid', '=', 1)
      .where('code', '=', demo.category)
      .executeTakeFirstOrThrow();
    const submitted = demo.state !== 'draft';
    let courseId: number | null = null;
    if (demo.state === 'approved') {
      const course = await trx
        .insertInto('courses')
        .values({
          eid: 1,
          category_id: category.id,
          title: demo.title,
          summary: demo.summary,
          media_type: new Set(demo.chapters.map((c) => c.kind)).size === 1 ? demo.chapters[0]!.kind : 'mixed',
          lecturer_name: owner.username || owner.account,
          lecturer_user_id: owner.id,
          audience: 'all',
          study_minutes: 1,
          status: 'published',
          source: 'micro',
          owner_user_id: owner.id,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courseId = course.id;
      for (const [sort, chapter] of demo.chapters.entries()) {
        await trx
          .insertInto('course_chapters')
          .values({
            eid: 1,
            course_id: course.id,
            sort,
            title: chapter.title,
            kind: chapter.kind,
            media_key: chapter.media ?? '',
            duration_seconds: chapter.seconds,
            transcode_status: 'done',
          })
          .execute();
      }
    }
    const micro = await trx
      .insertInto('micro_courses')
      .values({
        eid: 1,
        owner_user_id: owner.id,
        title: demo.title,
        summary: demo.summary,
        visible_range: demo.visibleRange,
        category_id: category.id,
        state: demo.state,
        reject_reason: demo.rejectReason ?? '',
        course_id: courseId,
        submitted_at: submitted ? at : null,
        reviewed_at: demo.state === 'approved' || demo.state === 'rejected' ? at + HOUR / 2 : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sort, chapter] of demo.chapters.entries()) {
      let uploadId: number | null = null;
      if (chapter.media) {
        const upload = await trx
          .insertInto('micro_course_uploads')
          .values({
            eid: 1,
            owner_user_id: owner.id,
            kind: chapter.kind,
            file_name: chapter.media.slice(5),
            total_bytes: 1,
            chunk_bytes: 65536,
            chunk_count: 1,
            received_chunks: 1,
            partial_name: `seed-${micro.id}-${sort}`,
            detected_type: TYPE_OF[chapter.media] ?? '',
            media_key: chapter.media,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        uploadId = upload.id;
      }
      await trx
        .insertInto('micro_course_chapters')
        .values({
          eid: 1,
          micro_course_id: micro.id,
          sort,
          title: chapter.title,
          kind: chapter.kind,
          upload_id: uploadId,
          duration_seconds: submitted ? chapter.seconds : 0,
          probe: submitted ? 'ok' : 'pending',
        })
        .execute();
    }
  }
}

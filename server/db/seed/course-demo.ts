import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ChapterKind, CourseMediaType, CourseStatus } from '../schema-courses';
import { SEED_TIME } from './demo-data';

/*
 * Demo courses: every chapter kind, and one course for each state a learner can meet (expired,
 * full, sequential, only for some people, off the shelf, transcoding failed, paid by points,
 * admin-purchase only). Media keys name files under server/db/seed/media/ (see course-study).
 */
const DAY = 24 * 60 * 60 * 1000;

interface DemoChapter {
  title: string;
  kind: ChapterKind;
  media?: string;
  link?: string;
  html?: string;
  images?: string[];
  seconds?: number;
}

interface DemoCourse {
  eid: number;
  category: string;
  title: string;
  summary: string;
  lecturer: string;
  lecturerType?: 'internal' | 'external' | 'public';
  labels?: string[];
  credits?: number;
  minutes?: number;
  feeType?: 'free' | 'paid';
  priceCents?: number;
  pointsPrice?: number;
  personalPurchase?: boolean;
  audience?: string[];
  expiresAt?: number;
  maxViewers?: number;
  sequential?: boolean;
  allowDownload?: boolean;
  status?: CourseStatus;
  chapters: DemoChapter[];
}

export const DEMO_CATEGORIES: { eid: number; code: string; name: string; parent?: string }[] = [
  { eid: 1, code: 'lead', name: 'Leadership' },
  { eid: 1, code: 'lead01', name: 'First-time managers', parent: 'lead' },
  { eid: 1, code: 'sales', name: 'Sales' },
  { eid: 1, code: 'safety', name: 'Safety' },
  { eid: 1, code: 'tech', name: 'Technology' },
  { eid: 1, code: 'comp', name: 'Compliance' },
  { eid: 2, code: 'open', name: 'Open courses' },
  { eid: 2, code: 'skills', name: 'Everyday skills' },
];

const video = (title: string, seconds = 12): DemoChapter => ({
  title,
  kind: 'video',
  media: 'demo/lesson.mp4',
  seconds,
});
const audio = (title: string): DemoChapter => ({ title, kind: 'audio', media: 'demo/lesson.mp3', seconds: 10 });
const doc = (title: string): DemoChapter => ({ title, kind: 'document', media: 'demo/handbook.pdf', seconds: 60 });
const text = (title: string, html: string): DemoChapter => ({ title, kind: 'imagetext', html, seconds: 30 });

export const DEMO_COURSES: DemoCourse[] = [
  {
    eid: 1,
    category: 'lead01',
    title: 'Leading your first team',
    lecturer: 'Lin Qing',
    labels: ['management', 'new'],
    summary: 'Set goals, run one-to-ones and give feedback in your first 90 days as a manager.',
    credits: 2,
    minutes: 30,
    chapters: [
      video('Why teams need goals'),
      audio('One-to-ones that work'),
      doc('Feedback handbook'),
      text('Checklist for week one', '<h3>Week one</h3><ul><li>Meet every member</li><li>Agree on goals</li></ul>'),
    ],
  },
  {
    eid: 1,
    category: 'sales',
    title: 'Consultative selling',
    lecturer: 'Zhou Min',
    labels: ['sales'],
    credits: 1.5,
    minutes: 20,
    summary: 'Ask better questions and turn needs into proposals.',
    chapters: [video('Discovery questions'), video('From needs to proposal')],
  },
  {
    eid: 1,
    category: 'safety',
    title: 'Warehouse safety basics',
    lecturer: 'Chen Hao',
    labels: ['safety', 'required'],
    credits: 1,
    minutes: 15,
    sequential: true,
    summary: 'Chapters must be taken in order: hazards, protective equipment, then the quiz walk-through.',
    chapters: [
      video('Spotting hazards'),
      {
        title: 'Protective equipment',
        kind: 'imageset',
        images: ['demo/slide-1.png', 'demo/slide-2.png', 'demo/slide-3.png'],
        seconds: 20,
      },
      text('Walk-through', '<p>Follow the yellow lines and keep exits clear.</p>'),
    ],
  },
  {
    eid: 1,
    category: 'tech',
    title: 'Working with spreadsheets',
    lecturer: 'Wang Lei',
    labels: ['office'],
    credits: 1,
    minutes: 20,
    allowDownload: true,
    summary: 'Formulas, pivot tables and charts, with a handbook you can download.',
    chapters: [doc('Spreadsheet handbook'), video('Pivot tables in five minutes')],
  },
  {
    eid: 1,
    category: 'tech',
    title: 'Security awareness online resources',
    lecturer: 'Wang Lei',
    labels: ['security'],
    credits: 0.5,
    minutes: 10,
    summary: 'Outside reading on phishing and passwords.',
    chapters: [
      {
        title: 'Phishing quiz (outside site)',
        kind: 'link',
        link: 'http://phishing-quiz.example.com/start',
        seconds: 30,
      },
      { title: 'Password guide', kind: 'link', link: 'https://passwords.example.com/guide', seconds: 30 },
    ],
  },
  {
    eid: 1,
    category: 'comp',
    title: 'Code of conduct (SCORM)',
    lecturer: 'Compliance office',
    labels: ['required'],
    credits: 1,
    minutes: 15,
    summary: 'An interactive SCORM package that reports its own completion.',
    chapters: [{ title: 'Code of conduct module', kind: 'scorm', media: 'demo/scorm/index.html', seconds: 60 }],
  },
  {
    eid: 1,
    category: 'lead',
    title: 'Coaching conversations (points)',
    lecturer: 'Lin Qing',
    labels: ['management'],
    credits: 2,
    minutes: 40,
    feeType: 'paid',
    priceCents: 9900,
    pointsPrice: 50,
    summary: 'A paid course you can buy with 50 points.',
    chapters: [video('The GROW model'), audio('Listening on purpose')],
  },
  {
    eid: 1,
    category: 'lead',
    title: 'Strategy for directors',
    lecturer: 'Guest: Dr. Helen Park',
    lecturerType: 'external',
    labels: ['management'],
    credits: 3,
    minutes: 60,
    feeType: 'paid',
    priceCents: 49900,
    pointsPrice: 0,
    personalPurchase: false,
    summary: 'Bought for teams by an administrator; individuals cannot buy it.',
    chapters: [video('Where to play'), video('How to win')],
  },
  {
    eid: 1,
    category: 'sales',
    title: 'Key accounts (sales team only)',
    lecturer: 'Zhou Min',
    labels: ['sales'],
    credits: 1,
    minutes: 20,
    audience: ['sales', 'admin'],
    summary: 'Visible only to the sales team.',
    chapters: [video('Mapping the buying centre')],
  },
  {
    eid: 1,
    category: 'comp',
    title: 'Data protection 2025',
    lecturer: 'Compliance office',
    labels: ['required'],
    credits: 1,
    minutes: 15,
    expiresAt: SEED_TIME + 30 * DAY,
    summary: "Last year's edition; it has expired.",
    chapters: [doc('Data protection guide')],
  },
  {
    eid: 1,
    category: 'tech',
    title: 'Live lab: one seat',
    lecturer: 'Wang Lei',
    labels: ['lab'],
    credits: 1,
    minutes: 10,
    maxViewers: 1,
    summary: 'Only one learner may study at a time.',
    chapters: [video('Lab walkthrough')],
  },
  {
    eid: 1,
    category: 'sales',
    title: 'Retired pricing course',
    lecturer: 'Zhou Min',
    status: 'off_shelf',
    minutes: 10,
    summary: 'Taken off the shelf.',
    chapters: [video('Old price lists')],
  },
  {
    eid: 1,
    category: 'tech',
    title: 'Broken upload',
    lecturer: 'Wang Lei',
    status: 'transcode_failed',
    minutes: 10,
    summary: 'Its video could not be transcoded.',
    chapters: [{ ...video('Unplayable video'), media: 'demo/broken.mp4' }],
  },
  {
    eid: 2,
    category: 'open',
    title: 'Public speaking for everyone',
    lecturer: 'Open Course Hub',
    lecturerType: 'public',
    labels: ['communication'],
    credits: 1,
    minutes: 20,
    summary: 'A free public course.',
    chapters: [
      video('Breathing and pace'),
      text('Speaking checklist', '<ol><li>Know your first sentence</li><li>Pause</li></ol>'),
    ],
  },
  {
    eid: 2,
    category: 'skills',
    title: 'Time management',
    lecturer: 'Open Course Hub',
    lecturerType: 'public',
    labels: ['productivity'],
    credits: 1,
    minutes: 15,
    summary: 'Plan your week in twenty minutes.',
    chapters: [audio('The weekly review'), doc('Planner template')],
  },
];

export async function seedCourses(trx: Transaction<Database>): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [sort, c] of DEMO_CATEGORIES.entries()) {
    const parentId = c.parent ? (categoryIds.get(`${c.eid}:${c.parent}`) ?? null) : null;
    const row = await trx
      .insertInto('course_categories')
      .values({ eid: c.eid, parent_id: parentId, code: c.code, name: c.name, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(`${c.eid}:${c.code}`, row.id);
  }
  for (const [index, c] of DEMO_COURSES.entries()) {
    // Newest first in the library: later entries were "published" earlier.
    const publishedAt = SEED_TIME - index * DAY;
    const kinds = [...new Set(c.chapters.map((ch) => ch.kind))];
    const mediaType: CourseMediaType = kinds.length === 1 ? kinds[0]! : 'mixed';
    const course = await trx
      .insertInto('courses')
      .values({
        eid: c.eid,
        category_id: categoryIds.get(`${c.eid}:${c.category}`) ?? null,
        title: c.title,
        summary: c.summary,
        cover: '',
        media_type: mediaType,
        labels: JSON.stringify(c.labels ?? []),
        lecturer_name: c.lecturer,
        lecturer_type: c.lecturerType ?? 'internal',
        lecturer_user_id: null,
        fee_type: c.feeType ?? 'free',
        price_cents: c.priceCents ?? 0,
        points_price: c.pointsPrice ?? 0,
        personal_purchase: c.personalPurchase === false ? 0 : 1,
        audience: c.audience ? 'listed' : 'all',
        expires_at: c.expiresAt ?? null,
        max_viewers: c.maxViewers ?? 0,
        credits: c.credits ?? 0,
        study_minutes: c.minutes ?? 0,
        sequential: c.sequential ? 1 : 0,
        allow_download: c.allowDownload ? 1 : 0,
        status: c.status ?? 'published',
        source: 'admin',
        owner_user_id: null,
        published_at: publishedAt,
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [sort, ch] of c.chapters.entries()) {
      await trx
        .insertInto('course_chapters')
        .values({
          eid: c.eid,
          course_id: course.id,
          sort,
          title: ch.title,
          kind: ch.kind,
          media_key: ch.media ?? '',
          link_url: ch.link ?? '',
          body_html: ch.html ?? '',
          images: JSON.stringify(ch.images ?? []),
          duration_seconds: ch.seconds ?? 0,
          transcode_status: c.status === 'transcode_failed' ? 'failed' : 'done',
        })
        .execute();
    }
    for (const account of c.audience ?? []) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('eid', '=', c.eid)
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      await trx.insertInto('course_audience').values({ eid: c.eid, course_id: course.id, user_id: user.id }).execute();
    }
  }
}

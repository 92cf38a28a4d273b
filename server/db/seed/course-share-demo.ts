import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { demoAccountId } from './demo-users';
import { SEED_TIME } from './demo-data';

/*
 * Shared-course requests for the approvals demo (decision 0064), called by seedAdminApprovals after
 * its authors exist. Each course is an approved micro-course published for "only me" (a course of
 * source 'micro', audience 'listed' naming its owner): one request waits (apr-cn), one was rejected
 * with a reason (apr-hant), one was approved (apr-en: the course is open to everyone). apr-en's
 * second course and apr-probe's have no request: e2e/admin/approvals-share.spec.ts and
 * e2e/attack/xss-admin-approvals.spec.ts ask for them.
 */
const HOUR = 60 * 60 * 1000;
/** A year back, so the shared course sits at the end of every newest-first list other areas' tests read. */
const YEAR = 365 * 24 * HOUR;

interface ShareDemo {
  account: string;
  title: string;
  summary: string;
  request?: { status: 'pending' | 'approved' | 'rejected'; note: string; reason?: string };
}

export const COURSE_SHARE_DEMO: ShareDemo[] = [
  {
    account: 'apr-cn',
    title: '五分钟读懂产品目录',
    summary: '按产品线讲解目录的结构和查找方法。',
    request: { status: 'pending', note: '这门课适合所有新同事，希望分享给大家。' },
  },
  {
    account: 'apr-hant',
    title: '客訴電話的第一句話',
    summary: '接起客訴電話時，先穩定對方情緒的三種說法。',
    request: { status: 'rejected', note: '想分享給客服部同事。', reason: '內容還不完整，請補充第二章後再申請。' },
  },
  {
    account: 'apr-en',
    title: 'Share demo: my cold-call checklist',
    summary: 'Five checks before picking up the phone.',
    request: { status: 'approved', note: 'Useful for the whole sales team.' },
  },
  {
    account: 'apr-en',
    title: 'Share demo: a clear follow-up email',
    summary: 'Subject, recap and next step in three short paragraphs.',
  },
  { account: 'apr-probe', title: 'xss probe shared course', summary: 'xss probe shared summary' },
];

export async function seedCourseShares(trx: Transaction<Database>, chapterId: number): Promise<void> {
  const admin = await demoAccountId(trx, 'admin');
  const media = await trx
    .selectFrom('course_chapters')
    .select(['kind', 'media_key', 'duration_seconds'])
    .where('id', '=', chapterId)
    .executeTakeFirstOrThrow();
  // A micro-course chapter is video, audio or a document (a course chapter may also be a link).
  const microKind = media.kind === 'audio' || media.kind === 'document' ? media.kind : 'video';
  for (const [index, demo] of COURSE_SHARE_DEMO.entries()) {
    const owner = await demoAccountId(trx, demo.account);
    const at = SEED_TIME - YEAR - (COURSE_SHARE_DEMO.length - index) * HOUR;
    const shared = demo.request?.status === 'approved';
    const course = await trx
      .insertInto('courses')
      .values({
        eid: 1,
        category_id: null,
        title: demo.title,
        summary: demo.summary,
        cover: '',
        media_type: media.kind,
        lecturer_name: demo.account,
        lecturer_user_id: owner,
        audience: shared ? 'all' : 'listed',
        study_minutes: Math.max(1, Math.ceil(media.duration_seconds / 60)),
        status: 'published',
        source: 'micro',
        owner_user_id: owner,
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('course_chapters')
      .values({
        eid: 1,
        course_id: course.id,
        sort: 0,
        title: demo.title,
        kind: media.kind,
        media_key: media.media_key,
        duration_seconds: media.duration_seconds,
        transcode_status: 'done',
      })
      .execute();
    await trx.insertInto('course_audience').values({ eid: 1, course_id: course.id, user_id: owner }).execute();
    const micro = await trx
      .insertInto('micro_courses')
      .values({
        eid: 1,
        owner_user_id: owner,
        title: demo.title,
        summary: demo.summary,
        visible_range: shared ? 'all' : 'self',
        category_id: null,
        state: 'approved',
        cover_upload_id: null,
        course_id: course.id,
        reviewer_user_id: admin,
        submitted_at: at - HOUR / 2,
        reviewed_at: at,
        created_at: at - HOUR,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The owner's list counts the micro-course's own chapters (the published course has its copy above).
    await trx
      .insertInto('micro_course_chapters')
      .values({
        eid: 1,
        micro_course_id: micro.id,
        sort: 0,
        title: demo.title,
        kind: microKind,
        upload_id: null,
        duration_seconds: media.duration_seconds,
        probe: 'ok',
      })
      .execute();
    if (!demo.request) continue;
    const r = demo.request;
    const decided = r.status !== 'pending';
    const request = await trx
      .insertInto('course_share_requests')
      .values({
        eid: 1,
        course_id: course.id,
        user_id: owner,
        note: r.note,
        status: r.status,
        reject_reason: r.reason ?? '',
        reviewed_by: decided ? admin : null,
        reviewed_at: decided ? at + HOUR / 2 : null,
        created_at: at + HOUR / 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!decided) continue;
    // The queue's history reads decisions from approval_decisions (decision 0053).
    const author = await trx.selectFrom('users').select('username').where('id', '=', owner).executeTakeFirstOrThrow();
    await trx
      .insertInto('approval_decisions')
      .values({
        eid: 1,
        kind: 'sharedCourse',
        item_id: request.id,
        decision: r.status === 'approved' ? 'approve' : 'reject',
        reason: r.reason ?? '',
        admin_id: admin,
        decided_at: at + HOUR / 2,
        title: demo.title,
        excerpt: r.note,
        author_id: owner,
        author_name: author.username,
        item_created_at: at + HOUR / 4,
      })
      .execute();
  }
}

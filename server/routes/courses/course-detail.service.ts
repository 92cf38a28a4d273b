import { ErrorCode, type CourseAccessState, type CourseChapterInfo, type CourseDetail } from '../../../protocol';
import type { Course } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { courseAccess } from './course-access';
import { isHiddenFromMember } from '../admin-members';
import { presentCourseSummary } from './course-presenter';
import type { CourseViewer } from './course-viewer';

/** A course of the viewer's enterprise they may know of; drafts and other tenants' ids are NOT_FOUND. */
export async function findCourse(viewer: CourseViewer, id: number): Promise<Course> {
  const course = await viewer.db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!course || course.status === 'draft') throw new AppError(ErrorCode.NOT_FOUND);
  return course;
}

async function enrolmentOf(viewer: CourseViewer, courseId: number) {
  if (!viewer.user) return null;
  return (
    (await viewer.db
      .selectFrom('course_enrolments')
      .selectAll()
      .where('user_id', '=', viewer.user.id)
      .where('course_id', '=', courseId)
      .executeTakeFirst()) ?? null
  );
}

async function inAudience(viewer: CourseViewer, course: Course): Promise<boolean> {
  if (course.audience !== 'listed' || !viewer.user) return false;
  const row = await viewer.db
    .selectFrom('course_audience')
    .select('user_id')
    .where('course_id', '=', course.id)
    .where('user_id', '=', viewer.user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether other learners fill every seat of a course with max_viewers right now (live study
 * sessions of the course-study area). The learner's own sessions never count against them; the
 * study start makes the same check again, in its transaction.
 */
async function seatsTaken(viewer: CourseViewer, course: Course): Promise<boolean> {
  if (course.max_viewers <= 0 || !viewer.user || viewer.studyLeaseMs === undefined) return false;
  const row = await viewer.db
    .selectFrom('study_sessions')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('course_id', '=', course.id)
    .where('user_id', '!=', viewer.user.id)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', viewer.now - viewer.studyLeaseMs)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= course.max_viewers;
}

/** The access state of a course for the viewer (apiCourse/courseVerify and the detail). */
export async function verifyCourse(viewer: CourseViewer, id: number, previewAsked: boolean) {
  const course = await findCourse(viewer, id);
  const enrolment = await enrolmentOf(viewer, id);
  let access = courseAccess(viewer, { course, enrolment, inAudience: await inAudience(viewer, course), previewAsked });
  // Decision 0054: hidden from this member by an administrator reads as not visible (preview still shows it).
  if (
    access !== 'preview' &&
    course.status === 'published' &&
    (await isHiddenFromMember(viewer.db, 'course', viewer.user?.id, id))
  )
    access = 'not_visible';
  if (access === 'available' && (await seatsTaken(viewer, course))) access = 'max_viewers';
  return { course, enrolment, access };
}

/** Refusals that must not reveal what the course holds. */
const HIDES_CONTENT: CourseAccessState[] = ['not_visible', 'deleted'];

async function chaptersOf(viewer: CourseViewer, course: Course): Promise<CourseChapterInfo[]> {
  const rows = await viewer.db
    .selectFrom('course_chapters')
    .select(['id', 'title', 'kind', 'duration_seconds'])
    .where('course_id', '=', course.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const progress = viewer.user
    ? await viewer.db
        .selectFrom('chapter_progress')
        .select(['chapter_id', 'position_seconds', 'completed_at'])
        .where('user_id', '=', viewer.user.id)
        .where('course_id', '=', course.id)
        .execute()
    : [];
  const byChapter = new Map(progress.map((p) => [p.chapter_id, p]));
  let earlierUnfinished = false;
  return rows.map((row) => {
    const p = byChapter.get(row.id);
    const completed = Boolean(p?.completed_at);
    // Sequential courses open a chapter only when every earlier one is finished.
    const locked = course.sequential === 1 && earlierUnfinished;
    if (!completed) earlierUnfinished = true;
    return {
      id: row.id,
      title: row.title,
      kind: row.kind,
      durationSeconds: row.duration_seconds,
      completed,
      positionSeconds: p?.position_seconds ?? 0,
      locked,
    };
  });
}

/** apiCourse/detail: the course as this viewer may see it, with their access and progress. */
export async function courseDetail(viewer: CourseViewer, id: number, previewAsked: boolean): Promise<CourseDetail> {
  const { course, enrolment, access } = await verifyCourse(viewer, id, previewAsked);
  const hidden = HIDES_CONTENT.includes(access);
  const category = course.category_id
    ? await viewer.db
        .selectFrom('course_categories')
        .select(['name', 'code'])
        .where('id', '=', course.category_id)
        .executeTakeFirst()
    : undefined;
  const chapters = hidden ? [] : await chaptersOf(viewer, course);
  const done = chapters.filter((c) => c.completed).length;
  const progressPercent = enrolment?.completed_at
    ? 100
    : enrolment || done > 0
      ? chapters.length
        ? Math.round((done / chapters.length) * 100)
        : 0
      : null;
  return {
    ...presentCourseSummary(course, hidden ? null : progressPercent),
    summary: hidden ? '' : course.summary,
    categoryName: category?.name ?? '',
    categoryCode: category?.code ?? '',
    lecturerType: course.lecturer_type as CourseDetail['lecturerType'],
    personalPurchase: course.personal_purchase === 1,
    expiresAt: course.expires_at,
    sequential: course.sequential === 1,
    allowDownload: course.allow_download === 1,
    source: course.source,
    ratingCount: course.rating_count,
    commentCount: course.comment_count,
    praiseCount: course.praise_count,
    collectCount: course.collect_count,
    access,
    preview: access === 'preview',
    enrolled: enrolment !== null,
    completed: Boolean(enrolment?.completed_at),
    accessExpiresAt: enrolment?.source === 'purchased' ? enrolment.access_expires_at : null,
    lastChapterId: hidden ? null : (enrolment?.last_chapter_id ?? null),
    chapters,
  };
}

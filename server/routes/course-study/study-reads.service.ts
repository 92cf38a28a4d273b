import { ErrorCode, type DocPreview, type StudyList, type VideoUrl } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { readPreviewToken, signPreviewToken } from './media-signing';
import { loadStudyTarget } from './study-access';
import { courseChapters, presentChapters, progressOf } from './study-chapters';
import { mediaUrlFor } from './study-content';
import type { StudyScope } from './study-scope';

const MIME: Record<string, string> = { mp4: 'video/mp4', m4a: 'audio/mp4', mp3: 'audio/mpeg', webm: 'video/webm' };
/** A document preview token lasts as long as a media address. */
const previewTtl = (scope: StudyScope) => scope.config.mediaUrlTtlMs;

/** apiCourse/studyList: the chapters with this learner's progress and resume points. */
export async function studyList(scope: StudyScope, courseId: number, previewAsked: boolean): Promise<StudyList> {
  const chapters = await courseChapters(scope, courseId);
  if (chapters.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
  // Access is the same as opening the first chapter (which is never locked).
  const target = await loadStudyTarget(scope, courseId, chapters[0]!.id, previewAsked);
  const progress = target.preview ? new Map() : await progressOf(scope, courseId);
  const enrolment = target.preview
    ? undefined
    : await scope.db
        .selectFrom('course_enrolments')
        .select(['studied_seconds', 'completed_at', 'last_chapter_id'])
        .where('user_id', '=', scope.user.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
  return {
    courseId,
    studiedSeconds: enrolment?.studied_seconds ?? 0,
    completed: Boolean(enrolment?.completed_at),
    lastChapterId: enrolment?.last_chapter_id ?? null,
    chapters: presentChapters(scope.config, !target.preview && target.course.sequential === 1, chapters, progress),
  };
}

/** apiCourse/getVideoUrlAliyun: a signed, short-lived address of a video or audio chapter. */
export async function videoUrl(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
  previewAsked: boolean,
): Promise<VideoUrl> {
  const { chapter } = await loadStudyTarget(scope, courseId, chapterId, previewAsked);
  if (
    (chapter.kind !== 'video' && chapter.kind !== 'audio') ||
    !chapter.media_key ||
    chapter.transcode_status !== 'done'
  ) {
    throw new AppError(ErrorCode.STUDY_MEDIA_UNAVAILABLE);
  }
  const { url, expiresAt } = mediaUrlFor(scope, chapter.media_key);
  const extension = chapter.media_key.split('.').pop()?.toLowerCase() ?? '';
  return { url, expiresAt, mimeType: MIME[extension] ?? (chapter.kind === 'audio' ? 'audio/mpeg' : 'video/mp4') };
}

/** GetDocPerviewToken: a token that lets /filepreview show one document chapter to this learner. */
export async function docPreviewToken(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
): Promise<{ token: string; expiresAt: number }> {
  const { chapter } = await loadStudyTarget(scope, courseId, chapterId, false);
  if (chapter.kind !== 'document' || !chapter.media_key) throw new AppError(ErrorCode.STUDY_MEDIA_UNAVAILABLE);
  const expiresAt = scope.now + previewTtl(scope);
  return {
    token: signPreviewToken(scope.config.mediaSigningSecret, {
      eid: scope.enterprise.id,
      userId: scope.user.id,
      chapterId,
      expiresAt,
    }),
    expiresAt,
  };
}

/** The document behind a preview token: only for the learner it was made for, until it expires. */
export async function docPreview(scope: StudyScope, token: string): Promise<DocPreview> {
  const grant = readPreviewToken(scope.config.mediaSigningSecret, token, scope.now);
  if (!grant || grant.eid !== scope.enterprise.id || grant.userId !== scope.user.id)
    throw new AppError(ErrorCode.STUDY_PREVIEW_TOKEN_INVALID);
  const row = await scope.db
    .selectFrom('course_chapters')
    .innerJoin('courses', 'courses.id', 'course_chapters.course_id')
    .select([
      'course_chapters.title',
      'course_chapters.media_key',
      'course_chapters.kind',
      'courses.allow_download',
      'courses.status',
    ])
    .where('course_chapters.id', '=', grant.chapterId)
    .executeTakeFirst();
  if (!row || row.kind !== 'document' || row.status === 'deleted')
    throw new AppError(ErrorCode.STUDY_PREVIEW_TOKEN_INVALID);
  return { title: row.title, url: mediaUrlFor(scope, row.media_key).url, allowDownload: row.allow_download === 1 };
}

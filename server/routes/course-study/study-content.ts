import type { StudyContent } from '../../../protocol';
import type { Course, CourseChapter } from '../../db/schema-courses';
import { parseStringList } from '../../lib/json-list';
import { signedMediaUrl } from './media-signing';
import type { StudyScope } from './study-scope';

/** A signed address of a media key for the scope's learner, valid for the configured time. */
export function mediaUrlFor(scope: StudyScope, key: string): { url: string; expiresAt: number } {
  const expiresAt = scope.now + scope.config.mediaUrlTtlMs;
  return {
    url: signedMediaUrl(scope.config.mediaSigningSecret, {
      key,
      eid: scope.enterprise.id,
      userId: scope.user.id,
      expiresAt,
    }),
    expiresAt,
  };
}

/** What the study area needs to show a chapter. Media keys become signed, short-lived addresses. */
export function chapterContent(scope: StudyScope, course: Course, chapter: CourseChapter): StudyContent {
  const media = chapter.media_key ? mediaUrlFor(scope, chapter.media_key).url : '';
  return {
    kind: chapter.kind,
    // Video and audio addresses come from apiCourse/getVideoUrlAliyun (re-fetched when they fail).
    url: chapter.kind === 'document' || chapter.kind === 'scorm' ? media : '',
    images:
      chapter.kind === 'imageset' ? parseStringList(chapter.images).map((key) => mediaUrlFor(scope, key).url) : [],
    html: chapter.kind === 'imagetext' ? chapter.body_html : '',
    link: chapter.kind === 'link' ? chapter.link_url : '',
    allowDownload: chapter.kind === 'document' && course.allow_download === 1,
  };
}

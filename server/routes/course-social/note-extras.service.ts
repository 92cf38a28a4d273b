import { ErrorCode } from '../../../protocol';
import { IMAGE_EXTENSIONS, sniffImageType } from '../../lib/image-type';
import { removeMedia, storeMedia } from '../../lib/media-store';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { SocialScope } from './social-scope';

/**
 * /v1/courseNote/note/upload-img: an image for a note (5 MB, by its bytes). It is remembered as
 * the uploader's, so a note can only show its owner's uploads.
 */
export async function uploadNoteImage(
  scope: SocialScope & { mediaDir: string },
  files: readonly UploadedFile[],
): Promise<{ url: string }> {
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file || file.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const type = sniffImageType(file.data);
  if (!type)
    throw new AppError(ErrorCode.UPLOAD_TYPE_NOT_ALLOWED, { data: { accepted: ['png', 'jpeg', 'gif', 'webp'] } });
  const url = await storeMedia(scope.mediaDir, {
    eid: scope.eid,
    kind: 'note',
    extension: IMAGE_EXTENSIONS[type],
    data: file.data,
  });
  try {
    await scope.db
      .insertInto('course_note_images')
      .values({ url, eid: scope.eid, user_id: scope.user.id, created_at: scope.now })
      .execute();
  } catch (error) {
    await removeMedia(scope.mediaDir, url);
    throw error;
  }
  return { url };
}

/** /v1/courseNote/tip/index: show the one-time tip about notes until the learner closes it. */
export async function noteTip(scope: SocialScope): Promise<{ show: boolean }> {
  const closed = await scope.db
    .selectFrom('course_note_tips')
    .select('user_id')
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  return { show: !closed };
}

/** /v1/courseNote/tip/close: closed for good, for this learner (idempotent). */
export async function closeNoteTip(scope: SocialScope): Promise<{ show: boolean }> {
  await scope.db
    .insertInto('course_note_tips')
    .values({ user_id: scope.user.id, eid: scope.eid, closed_at: scope.now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { show: false };
}

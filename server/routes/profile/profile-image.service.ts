import { ErrorCode, PROFILE_IMAGE_TYPES, type ProfileImageKind } from '../../../protocol';
import { IMAGE_EXTENSIONS, sniffImageType } from '../../lib/image-type';
import { removeMedia, storeMedia } from '../../lib/media-store';
import type { UploadedFile } from '../../pipeline/multipart';
import { AppError } from '../../pipeline/app-error';
import { reloadUser, type ProfileScope } from './profile.service';

const COLUMN = { avatar: 'image', two_inch_photo: 'two_inch_photo' } as const;

/**
 * Store a new avatar or two-inch photo and put it on the profile at once. The type is read
 * from the bytes; the file gets a random name. The previous picture is removed only after the
 * profile points at the new one, and a new file whose row update failed is removed again.
 */
export async function replaceProfileImage(
  scope: ProfileScope & { mediaDir: string },
  kind: ProfileImageKind,
  files: readonly UploadedFile[],
): Promise<{ url: string; user: Awaited<ReturnType<typeof reloadUser>> }> {
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file || file.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const type = sniffImageType(file.data);
  if (!type) throw new AppError(ErrorCode.UPLOAD_TYPE_NOT_ALLOWED, { data: { accepted: [...PROFILE_IMAGE_TYPES] } });

  const { db, enterprise, user } = scope;
  const column = COLUMN[kind];
  const previous = user[column];
  const url = await storeMedia(scope.mediaDir, {
    eid: enterprise.id,
    kind,
    extension: IMAGE_EXTENSIONS[type],
    data: file.data,
  });
  try {
    await db
      .updateTable('users')
      .set({ [column]: url })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    await removeMedia(scope.mediaDir, url);
    throw error;
  }
  if (previous && previous !== url) await removeMedia(scope.mediaDir, previous);
  return { url, user: await reloadUser(db, enterprise, user.id) };
}

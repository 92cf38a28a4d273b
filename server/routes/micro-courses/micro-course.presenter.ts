import type { MicroCourse } from '../../../protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MicroCourseRow, MicroUploadRow } from '../../db/schema-micro-courses';
import { presentUpload } from './upload.service';

/** Rows → the wire shape, loading chapters, uploads, category and owner names in a few queries. */
export async function presentMicroCourses(
  db: Kysely<Database>,
  eid: number,
  rows: readonly MicroCourseRow[],
): Promise<MicroCourse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const chapters = await db
    .selectFrom('micro_course_chapters')
    .selectAll()
    .where('micro_course_id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const uploadIds = [...chapters.map((chapter) => chapter.upload_id), ...rows.map((row) => row.cover_upload_id)].filter(
    (id): id is number => id !== null,
  );
  const uploads = uploadIds.length
    ? await db.selectFrom('micro_course_uploads').selectAll().where('id', 'in', uploadIds).execute()
    : [];
  const uploadOf = new Map<number, MicroUploadRow>(uploads.map((upload) => [upload.id, upload]));
  const categoryIds = rows.map((row) => row.category_id).filter((id): id is number => id !== null);
  const categories = categoryIds.length
    ? await db.selectFrom('course_categories').select(['id', 'name']).where('id', 'in', categoryIds).execute()
    : [];
  const owners = await db
    .selectFrom('users')
    .select(['id', 'username', 'account'])
    .where(
      'id',
      'in',
      rows.map((row) => row.owner_user_id),
    )
    .execute();
  const upload = (id: number | null) => {
    const found = id === null ? undefined : uploadOf.get(id);
    return found ? presentUpload(found) : null;
  };
  return rows.map((row) => {
    const owner = owners.find((candidate) => candidate.id === row.owner_user_id);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      visibleRange: row.visible_range,
      categoryId: row.category_id,
      categoryName: categories.find((category) => category.id === row.category_id)?.name ?? '',
      cover: upload(row.cover_upload_id),
      state: row.state,
      rejectReason: row.reject_reason,
      failReason: row.fail_reason,
      courseId: row.course_id,
      ownerName: owner ? owner.username || owner.account : '',
      chapters: chapters
        .filter((chapter) => chapter.micro_course_id === row.id)
        .map((chapter) => ({
          title: chapter.title,
          kind: chapter.kind,
          upload: upload(chapter.upload_id),
          durationSeconds: chapter.duration_seconds,
          probe: chapter.probe,
        })),
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
    };
  });
}

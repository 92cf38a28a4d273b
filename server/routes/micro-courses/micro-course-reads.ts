import type { z } from 'zod';
import { ErrorCode, type MicroCourse, type microCourseReadSchema } from '../../../protocol';
import type { CallAnswer } from '../../../protocol/calls/define-call';
import type { microCourseReadCall } from '../../../protocol/calls/micro-courses';
import { AppError } from '../../pipeline/app-error';
import { presentMicroCourses } from './micro-course.presenter';
import { findOwn, readSetting } from './micro-course.service';
import type { MicroScope } from './micro-scope';
import { findOwnUpload, presentUpload } from './upload.service';

type ReadInput = z.infer<typeof microCourseReadSchema>;

/** One of the caller's micro-courses, as the form and the lists show it. */
export async function readMicroCourseDetail(scope: MicroScope, id: number): Promise<MicroCourse> {
  const [course] = await presentMicroCourses(scope.db, scope.eid, [await findOwn(scope, id)]);
  return course!;
}

/** GET apiCourse/microCourse: the reads of the upload form and of "my micro-courses". */
export async function readMicroCourse(
  scope: MicroScope,
  input: ReadInput,
): Promise<CallAnswer<typeof microCourseReadCall>> {
  switch (input.action) {
    case 'detail':
      return readMicroCourseDetail(scope, input.id);
    case 'list': {
      const rows = await scope.db
        .selectFrom('micro_courses')
        .selectAll()
        .where('owner_user_id', '=', scope.user.id)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return { list: await presentMicroCourses(scope.db, scope.eid, rows) };
    }
    case 'category': {
      const rows = await scope.db
        .selectFrom('course_categories')
        .select(['id', 'name', 'parent_id'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return { list: rows.map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id })) };
    }
    case 'setting':
      return readSetting(scope);
    case 'handleUrl': {
      const upload = presentUpload(await findOwnUpload(scope, input.uploadId));
      if (!upload.complete)
        throw new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: upload.receivedChunks } });
      return { uploadId: upload.uploadId, url: upload.url };
    }
  }
}

import type { z } from 'zod';
import { ErrorCode, type microCourseReadSchema } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { presentMicroCourses } from './micro-course.presenter';
import { findOwn, readSetting } from './micro-course.service';
import type { MicroScope } from './micro-scope';
import { findOwnUpload, presentUpload } from './upload.service';

type ReadInput = z.infer<typeof microCourseReadSchema>;

/** GET apiCourse/microCourse: the reads of the upload form and of "my micro-courses". */
export async function readMicroCourse(scope: MicroScope, input: ReadInput): Promise<unknown> {
  switch (input.action) {
    case 'detail': {
      const [course] = await presentMicroCourses(scope.db, scope.eid, [await findOwn(scope, input.id)]);
      return course;
    }
    case 'list': {
      const rows = await scope.db
        .selectFrom('micro_courses')
        .selectAll()
        .where('eid', '=', scope.eid)
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
        .where('eid', '=', scope.eid)
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

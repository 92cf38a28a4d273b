import { z } from 'zod';
import {
  microCategorySchema,
  microCourseReadSchema,
  microCourseSchema,
  microCourseSettingSchema,
  microCourseWriteSchema,
  microReviewListSchema,
  microReviewSchema,
  microUploadInfoSchema,
  microUploadSchema,
} from '../schemas/micro-courses';
import { defineCall } from './define-call';

/*
 * Micro-course upload and review (decision 0020). Two legacy calls carry several operations told
 * apart by `action`, each with its own answer. The server serves the whole call (input: every
 * action; output: any of their answers); the portal requests one action through its own
 * declaration — the same name and method, that action's input, that action's answer — so each
 * answer is checked against exactly the shape the caller expects.
 */

const microRead = { name: 'apiCourse/microCourse', method: 'GET' } as const;
const [detailRead, categoryRead, settingRead, handleUrlRead, listRead] = microCourseReadSchema.options;
const courseListSchema = z.object({ list: z.array(microCourseSchema) });
const categoryListSchema = z.object({ list: z.array(microCategorySchema) });
const uploadUrlSchema = z.object({ uploadId: z.number(), url: z.string() });

export const microCourseDetailCall = defineCall({ ...microRead, input: detailRead, output: microCourseSchema });
export const microCategoriesCall = defineCall({ ...microRead, input: categoryRead, output: categoryListSchema });
export const microSettingCall = defineCall({ ...microRead, input: settingRead, output: microCourseSettingSchema });
/** The URL of one of the caller's finished uploads (preview before submitting). */
export const microUploadUrlCall = defineCall({ ...microRead, input: handleUrlRead, output: uploadUrlSchema });
/** The caller's micro-courses, newest change first. */
export const myMicroCoursesCall = defineCall({ ...microRead, input: listRead, output: courseListSchema });
/** What the server serves: every read. */
export const microCourseReadCall = defineCall({
  ...microRead,
  input: microCourseReadSchema,
  // microCourseSchema before the smaller shapes: a union answers with the first match, stripped to it.
  output: z.union([microCourseSchema, microCourseSettingSchema, uploadUrlSchema, courseListSchema, categoryListSchema]),
});

const microWrite = { name: 'microCourse/index', method: 'POST' } as const;
const [saveWrite, submitWrite, deleteWrite] = microCourseWriteSchema.options;
const deletedSchema = z.object({ id: z.number() });

/** Keep a draft. */
export const saveMicroCourseCall = defineCall({ ...microWrite, input: saveWrite, output: microCourseSchema });
/** Send the draft to transcoding and review. */
export const submitMicroCourseCall = defineCall({ ...microWrite, input: submitWrite, output: microCourseSchema });
export const deleteMicroCourseCall = defineCall({ ...microWrite, input: deleteWrite, output: deletedSchema });
/** What the server serves: save, submit or delete. */
export const microCourseWriteCall = defineCall({
  ...microWrite,
  input: microCourseWriteSchema,
  output: z.union([microCourseSchema, deletedSchema]),
});

/** Resumable chunked upload: init → chunk (multipart, in order) → complete; status to resume. */
export const microUploadCall = defineCall({
  name: 'apiCourse/upload',
  method: 'POST',
  input: microUploadSchema,
  output: microUploadInfoSchema,
});

/** Administrators: micro-courses by review state. */
export const microReviewListCall = defineCall({
  name: 'apiCourse/microCourseReviewList',
  method: 'GET',
  input: microReviewListSchema,
  output: courseListSchema,
});

/** Administrators: approve (publishes the course) or reject with a reason. */
export const reviewMicroCourseCall = defineCall({
  name: 'apiCourse/microCourseReview',
  method: 'POST',
  input: microReviewSchema,
  output: z.object({ courseId: z.number().nullable() }),
});

import { z } from 'zod';
import {
  addCommentSchema,
  addNoteSchema,
  chapterNotePageSchema,
  chapterNotesSchema,
  collectedPageSchema,
  commentPageSchema,
  commentPraisedSchema,
  courseGradedSchema,
  courseIdSchema,
  courseMarkSchema,
  courseNoteSchema,
  courseRewardedSchema,
  courseSocialStateSchema,
  downloadCompressSchema,
  downloadPageSchema,
  downloadPollingSchema,
  downloadRecordSchema,
  downloadSingleSchema,
  gradeCourseSchema,
  listCommentsSchema,
  myNotesSchema,
  noteIdSchema,
  noteImageSchema,
  notePageSchema,
  noteReviewedSchema,
  noteTipSchema,
  praiseCommentSchema,
  reviewListSchema,
  reviewNoteSchema,
  rewardCourseSchema,
  socialIdResultSchema,
  toggleCourseSchema,
} from '../schemas/course-social';
import { defineCall } from './define-call';

/*
 * Notes, comments, ratings, collections, praise, rewards and downloads (decision 0018). Several
 * legacy writes are GET in the spec (collect, praise, courseGrade, courseReward, tip/close): they
 * keep the method.
 */

const pageOnlySchema = myNotesSchema.pick({ page: true });
const notes = '/v1/courseNote/note';

// ---- Comments ----
export const listCommentsCall = defineCall({
  name: 'apiCourse/PcComment',
  method: 'GET',
  input: listCommentsSchema,
  output: commentPageSchema,
});
export const addCommentCall = defineCall({
  name: 'apiCourse/addComment',
  method: 'POST',
  input: addCommentSchema,
  output: socialIdResultSchema,
});
export const praiseCommentCall = defineCall({
  name: 'apiCourse/commentPraise',
  method: 'POST',
  input: praiseCommentSchema,
  output: commentPraisedSchema,
});

// ---- Rating, collect, praise, reward ----
/** The learner's marks on a course, its rating and whether rewards are possible. */
export const courseSocialStateCall = defineCall({
  name: 'apiCourse/isGrade',
  method: 'GET',
  input: courseIdSchema,
  output: courseSocialStateSchema,
});
export const gradeCourseCall = defineCall({
  name: 'apiCourse/courseGrade',
  method: 'GET',
  input: gradeCourseSchema,
  output: courseGradedSchema,
});
export const collectCourseCall = defineCall({
  name: 'apiCourse/collect',
  method: 'GET',
  input: toggleCourseSchema,
  output: courseMarkSchema,
});
export const praiseCourseCall = defineCall({
  name: 'apiCourse/praise',
  method: 'GET',
  input: toggleCourseSchema,
  output: courseMarkSchema,
});
export const rewardCourseCall = defineCall({
  name: 'apiCourse/courseReward',
  method: 'GET',
  input: rewardCourseSchema,
  output: courseRewardedSchema,
});
export const listCollectedCall = defineCall({
  name: 'apiCourse/collectList',
  method: 'GET',
  input: pageOnlySchema,
  output: collectedPageSchema,
});

// ---- Downloads ----
export const downloadSingleCall = defineCall({
  name: '/v1/download/single',
  method: 'POST',
  input: downloadSingleSchema,
  output: downloadRecordSchema,
});
export const downloadCompressCall = defineCall({
  name: '/v1/download/compress',
  method: 'POST',
  input: downloadCompressSchema,
  output: downloadRecordSchema,
});
export const pollDownloadCall = defineCall({
  name: '/v1/download/polling',
  method: 'GET',
  input: downloadPollingSchema,
  output: downloadRecordSchema,
});
export const listDownloadsCall = defineCall({
  name: '/v1/download/records',
  method: 'GET',
  input: pageOnlySchema,
  output: downloadPageSchema,
});

// ---- Notes ----
export const saveNoteCall = defineCall({
  name: `${notes}/add-note`,
  method: 'POST',
  input: addNoteSchema,
  output: courseNoteSchema,
});
export const deleteNoteCall = defineCall({
  name: `${notes}/delete-note`,
  method: 'POST',
  input: noteIdSchema,
  output: socialIdResultSchema,
});
export const revokeNoteCall = defineCall({
  name: `${notes}/revoke-note`,
  method: 'POST',
  input: noteIdSchema,
  output: courseNoteSchema,
});
/** Multipart: one image (COURSE_SOCIAL_LIMITS.imageBytes at most). */
export const uploadNoteImageCall = defineCall({
  name: `${notes}/upload-img`,
  method: 'POST',
  input: z.object({}),
  output: noteImageSchema,
});
export const listCourseNotesCall = defineCall({
  name: `${notes}/list`,
  method: 'GET',
  input: chapterNotesSchema,
  output: chapterNotePageSchema,
});
export const listMyNotesCall = defineCall({
  name: `${notes}/my-notes`,
  method: 'GET',
  input: myNotesSchema,
  output: notePageSchema,
});
export const noteDetailCall = defineCall({
  name: `${notes}/detail`,
  method: 'GET',
  input: noteIdSchema,
  output: courseNoteSchema,
});
/** Administrators: notes waiting for review. */
export const notesInReviewCall = defineCall({
  name: `${notes}/review-list`,
  method: 'GET',
  input: reviewListSchema,
  output: notePageSchema,
});
export const reviewNoteCall = defineCall({
  name: `${notes}/review`,
  method: 'POST',
  input: reviewNoteSchema,
  output: noteReviewedSchema,
});
export const noteTipCall = defineCall({
  name: '/v1/courseNote/tip/index',
  method: 'GET',
  input: z.object({}),
  output: noteTipSchema,
});
/** A GET in the spec; closing twice is the same as once. */
export const closeNoteTipCall = defineCall({
  name: '/v1/courseNote/tip/close',
  method: 'GET',
  input: z.object({}),
  output: noteTipSchema,
});

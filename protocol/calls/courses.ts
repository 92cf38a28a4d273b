import { z } from 'zod';
import {
  courseCategoryTreeSchema,
  courseDetailParamsSchema,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListParamsSchema,
  courseListResultSchema,
  coursePlaybillSchema,
  courseSummarySchema,
  courseVerifyResultSchema,
  recommendCourseParamsSchema,
  redeemCourseCodeParamsSchema,
  redeemCourseCodeResultSchema,
} from '../schemas/courses';
import { defineCall } from './define-call';

/** The category tree and the labels in use (decision 0016). */
export const courseCategoriesCall = defineCall({
  name: 'apiCourse/categoryCache',
  method: 'GET',
  input: z.object({}),
  output: courseCategoryTreeSchema,
});

/** One page of the course library: search, category, filters and sort. */
export const listCoursesCall = defineCall({
  name: 'apiCourse/byCategoryCache',
  method: 'GET',
  input: courseListParamsSchema,
  output: courseListResultSchema,
});

/** Courses recommended beside a course (or in general without an id). */
export const recommendCoursesCall = defineCall({
  name: 'apiCourse/recommendCourse',
  method: 'GET',
  input: recommendCourseParamsSchema,
  output: z.object({ list: z.array(courseSummarySchema) }),
});

/** A course with its chapters and the viewer's access state; `preview` only for administrators. */
export const courseDetailCall = defineCall({
  name: 'apiCourse/detail',
  method: 'GET',
  input: courseDetailParamsSchema,
  output: courseDetailSchema,
});

/** The access state right now, checked before a chapter opens. */
export const verifyCourseCall = defineCall({
  name: 'apiCourse/courseVerify',
  method: 'GET',
  input: courseDetailParamsSchema,
  output: courseVerifyResultSchema,
});

/** Redeem a course code. */
export const redeemCourseCodeCall = defineCall({
  name: '/v1/coursecode/course-code',
  method: 'POST',
  input: redeemCourseCodeParamsSchema,
  output: redeemCourseCodeResultSchema,
});

/** What the course's share poster shows. */
export const coursePlaybillCall = defineCall({
  name: '/v1/playbill/course',
  method: 'GET',
  input: courseIdParamsSchema,
  output: coursePlaybillSchema,
});

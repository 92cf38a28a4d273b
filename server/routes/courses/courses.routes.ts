import { z } from 'zod';
import {
  courseDetailParamsSchema,
  courseIdParamsSchema,
  courseListParamsSchema,
  recommendCourseParamsSchema,
  redeemCourseCodeParamsSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { categoryTree } from './course-categories.service';
import { redeemCourseCode } from './course-code.service';
import { courseDetail, verifyCourse } from './course-detail.service';
import { coursePlaybill, recommendCourses } from './course-extras.service';
import { listCourses } from './course-list.service';
import { courseViewerOf } from './course-viewer';

/**
 * The calls of course library and detail (decision 0016). Reads are `public` so that visitors of a
 * public organisation can browse; courseViewerOf refuses outsiders of private ones.
 */
export function registerCourseCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.register({
    name: 'apiCourse/categoryCache',
    method: 'GET',
    access: 'public',
    input: z.object({}),
    handler: async (ctx) => {
      const viewer = courseViewerOf(ctx);
      return { data: await categoryTree(viewer.db, viewer.enterprise.id) };
    },
  });

  registry.register({
    name: 'apiCourse/byCategoryCache',
    method: 'GET',
    access: 'public',
    input: courseListParamsSchema,
    handler: async (ctx, input) => ({ data: await listCourses(courseViewerOf(ctx), input) }),
  });

  registry.register({
    name: 'apiCourse/recommendCourse',
    method: 'GET',
    access: 'public',
    input: recommendCourseParamsSchema,
    handler: async (ctx, input) => ({ data: await recommendCourses(courseViewerOf(ctx), input) }),
  });

  registry.register({
    name: 'apiCourse/detail',
    method: 'GET',
    access: 'public',
    input: courseDetailParamsSchema,
    handler: async (ctx, input) => ({ data: await courseDetail(courseViewerOf(ctx), input.id, input.preview === '1') }),
  });

  registry.register({
    name: 'apiCourse/courseVerify',
    method: 'GET',
    access: 'public',
    input: courseDetailParamsSchema,
    handler: async (ctx, input) => {
      const { access } = await verifyCourse(courseViewerOf(ctx), input.id, input.preview === '1');
      return { data: { id: input.id, access, preview: access === 'preview' } };
    },
  });

  registry.register({
    name: '/v1/coursecode/course-code',
    method: 'POST',
    access: 'user',
    input: redeemCourseCodeParamsSchema,
    handler: async (ctx, input) => {
      const viewer = courseViewerOf(ctx);
      return { data: await redeemCourseCode({ ...viewer, user: viewer.user! }, input.code) };
    },
  });

  registry.register({
    name: '/v1/playbill/course',
    method: 'GET',
    access: 'public',
    input: courseIdParamsSchema,
    handler: async (ctx, input) => ({ data: await coursePlaybill(courseViewerOf(ctx), input.id) }),
  });
}

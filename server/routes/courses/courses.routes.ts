import {
  courseCategoriesCall,
  courseDetailCall,
  coursePlaybillCall,
  listCoursesCall,
  recommendCoursesCall,
  redeemCourseCodeCall,
  verifyCourseCall,
} from '../../../protocol/calls/courses';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { categoryTree } from './course-categories.service';
import { redeemCourseCode } from './course-code.service';
import { courseDetail, verifyCourse } from './course-detail.service';
import { coursePlaybill, recommendCourses } from './course-extras.service';
import { listCourses } from './course-list.service';
import { courseViewerOf } from './course-viewer';
import { withPublicFace } from './course-public-face';

/**
 * The calls of course library and detail (decision 0016). Reads are `public` so that visitors of a
 * public organisation can browse; courseViewerOf refuses outsiders of private ones.
 */
export function registerCourseCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.serve(courseCategoriesCall, {
    access: 'public',
    handler: async (ctx) => {
      const viewer = courseViewerOf(ctx);
      return { data: await categoryTree(viewer.db) };
    },
  });

  registry.serve(listCoursesCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await listCourses(courseViewerOf(ctx), input) }),
  });

  registry.serve(recommendCoursesCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await recommendCourses(courseViewerOf(ctx), input) }),
  });

  registry.serve(courseDetailCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const viewer = await withPublicFace(ctx, input.id, () => courseViewerOf(ctx));
      return { data: await courseDetail(viewer, input.id, input.preview === '1') };
    },
  });

  registry.serve(verifyCourseCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const { access } = await verifyCourse(courseViewerOf(ctx), input.id, input.preview === '1');
      return { data: { id: input.id, access, preview: access === 'preview' } };
    },
  });

  registry.serve(redeemCourseCodeCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const viewer = courseViewerOf(ctx);
      return { data: await redeemCourseCode({ ...viewer, user: viewer.user! }, input.code) };
    },
  });

  registry.serve(coursePlaybillCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await coursePlaybill(courseViewerOf(ctx), input.id) }),
  });
}

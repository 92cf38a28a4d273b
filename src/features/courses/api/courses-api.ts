import type {
  CourseCategoryTree,
  CourseDetail,
  CourseListResult,
  CoursePlaybill,
  CourseSummary,
  CourseVerifyResult,
  RedeemCourseCodeResult,
} from '../../../../protocol';
import {
  courseCategoriesCall,
  courseDetailCall,
  coursePlaybillCall,
  listCoursesCall,
  recommendCoursesCall,
  redeemCourseCodeCall,
  verifyCourseCall,
} from '../../../../protocol/calls/courses';
import { api } from '../../../lib/api-client';
import type { LibraryQuery } from '../library-query';

/** GET apiCourse/categoryCache: the category tree and the labels in use. Quiet: pages show their own states. */
export async function getCategoryTree(): Promise<CourseCategoryTree> {
  return api.request(courseCategoriesCall, {}, { quiet: true });
}

/**
 * GET apiCourse/byCategoryCache. The caller must not call this with an invalid catid (spec 001 §7:
 * the request is skipped); `libraryParams` leaves empty values out.
 */
export async function listCourses(
  query: LibraryQuery,
  context: { moduleId?: string; preview?: boolean } = {},
): Promise<CourseListResult> {
  const params: Record<string, string> = {
    'search[keyword]': query.keyword,
    'search[catid]': query.catid,
    type: query.type,
    feeType: query.fee,
    studyState: query.state,
    label: query.label,
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
    moduleId: context.moduleId ?? '',
    preview: context.preview ? '1' : '',
  };
  const sent = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
  return api.request(listCoursesCall, sent, { quiet: true });
}

/**
 * How the detail is read: as another enterprise's visitor (a shared link of another organisation,
 * with that enterprise's flags), and whether the page handles a refusal itself (a visitor's
 * sign-in face instead of the global prompt redirect).
 */
export interface DetailReadOptions {
  visitorOf?: { eid: number; flags: readonly string[] } | null;
  ownErrors?: boolean;
}

/** GET apiCourse/detail; `preview` only takes effect for administrators (the server decides). */
export async function getCourseDetail(
  id: number,
  preview: boolean,
  read: DetailReadOptions = {},
): Promise<CourseDetail> {
  return api.request(
    courseDetailCall,
    { id: String(id), ...(preview ? { preview: '1' } : {}) },
    {
      quiet: true,
      ...(read.visitorOf ? { visitorOf: read.visitorOf } : {}),
      ...(read.ownErrors ? { ownErrors: true } : {}),
    },
  );
}

/** GET apiCourse/courseVerify: the access state right now, checked before a chapter opens. */
export async function verifyCourse(id: number, preview: boolean): Promise<CourseVerifyResult> {
  return api.request(verifyCourseCall, { id: String(id), ...(preview ? { preview: '1' } : {}) }, { quiet: true });
}

/** GET apiCourse/recommendCourse. */
export async function recommendCourses(id: number | null, limit = 4): Promise<CourseSummary[]> {
  const data = await api.request(
    recommendCoursesCall,
    { ...(id ? { id: String(id) } : {}), limit: String(limit) },
    { quiet: true },
  );
  return data.list;
}

/** POST /v1/coursecode/course-code. Not quiet: a refusal's message is the clear error to show. */
export async function redeemCourseCode(code: string): Promise<RedeemCourseCodeResult> {
  return api.request(redeemCourseCodeCall, { code }, { quiet: true });
}

/** GET /v1/playbill/course: what the share poster shows. */
export async function getCoursePlaybill(id: number): Promise<CoursePlaybill> {
  return api.request(coursePlaybillCall, { id: String(id) }, { quiet: true });
}

import {
  courseCategoryTreeSchema,
  courseDetailSchema,
  courseListResultSchema,
  coursePlaybillSchema,
  courseSummarySchema,
  courseVerifyResultSchema,
  redeemCourseCodeResultSchema,
  type CourseCategoryTree,
  type CourseDetail,
  type CourseListResult,
  type CoursePlaybill,
  type CourseSummary,
  type CourseVerifyResult,
  type RedeemCourseCodeResult,
} from '../../../../protocol';
import { z, type ZodType } from 'zod';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import type { LibraryQuery } from '../library-query';

function parsed<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return result.data;
}

/** GET apiCourse/categoryCache: the category tree and the labels in use. Quiet: pages show their own states. */
export async function getCategoryTree(): Promise<CourseCategoryTree> {
  return parsed(courseCategoryTreeSchema, await api.call<unknown>('apiCourse/categoryCache', {}, { quiet: true }));
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
  return parsed(courseListResultSchema, await api.call<unknown>('apiCourse/byCategoryCache', sent, { quiet: true }));
}

/** GET apiCourse/detail; `preview` only takes effect for administrators (the server decides). */
export async function getCourseDetail(id: number, preview: boolean): Promise<CourseDetail> {
  return parsed(
    courseDetailSchema,
    await api.call<unknown>(
      'apiCourse/detail',
      { id: String(id), ...(preview ? { preview: '1' } : {}) },
      { quiet: true },
    ),
  );
}

/** GET apiCourse/courseVerify: the access state right now, checked before a chapter opens. */
export async function verifyCourse(id: number, preview: boolean): Promise<CourseVerifyResult> {
  return parsed(
    courseVerifyResultSchema,
    await api.call<unknown>(
      'apiCourse/courseVerify',
      { id: String(id), ...(preview ? { preview: '1' } : {}) },
      { quiet: true },
    ),
  );
}

/** GET apiCourse/recommendCourse. */
export async function recommendCourses(id: number | null, limit = 4): Promise<CourseSummary[]> {
  const data = await api.call<unknown>(
    'apiCourse/recommendCourse',
    { ...(id ? { id: String(id) } : {}), limit: String(limit) },
    { quiet: true },
  );
  return parsed(z.object({ list: z.array(courseSummarySchema) }), data).list;
}

/** POST /v1/coursecode/course-code. Not quiet: a refusal's message is the clear error to show. */
export async function redeemCourseCode(code: string): Promise<RedeemCourseCodeResult> {
  return parsed(
    redeemCourseCodeResultSchema,
    await api.call<unknown>('/v1/coursecode/course-code', { code }, { method: 'POST', quiet: true }),
  );
}

/** GET /v1/playbill/course: what the share poster shows. */
export async function getCoursePlaybill(id: number): Promise<CoursePlaybill> {
  return parsed(
    coursePlaybillSchema,
    await api.call<unknown>('/v1/playbill/course', { id: String(id) }, { quiet: true }),
  );
}

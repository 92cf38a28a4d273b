import type { Kysely } from 'kysely';
import {
  centsToMoney,
  ErrorCode,
  type PackageCourse,
  type PackageDetail,
  type PackageListResult,
  type PackageSummary,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import type { CoursePackage } from '../../db/schema-payments';
import { AppError } from '../../pipeline/app-error';
import { progressByCourse } from '../courses';
import { visibleCourses, type Viewer } from './course-access';

type Scope = Viewer & { db: Kysely<Database> };

/** The package's courses the viewer may see, in the package's order. */
async function coursesOf(scope: Scope, packageIds: number[]): Promise<Map<number, Course[]>> {
  const result = new Map<number, Course[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return result;
  const items = await scope.db
    .selectFrom('course_package_items')
    .select(['package_id', 'course_id'])
    .where('package_id', 'in', packageIds)
    .orderBy('sort')
    .orderBy('course_id')
    .execute();
  const visible = new Map(
    (await visibleCourses(scope.db, scope, [...new Set(items.map((i) => i.course_id))])).map((c) => [c.id, c]),
  );
  for (const item of items) {
    const course = visible.get(item.course_id);
    if (course) result.get(item.package_id)!.push(course);
  }
  return result;
}

function summaryOf(pack: CoursePackage, courses: Course[]): PackageSummary {
  return {
    id: pack.id,
    title: pack.title,
    summary: pack.summary,
    cover: pack.cover,
    courseCount: courses.length,
    feeType: pack.fee_type,
    price: centsToMoney(pack.price_cents),
    pointsPrice: pack.points_price,
    learnerCount: pack.learner_count,
  };
}

/** apiCourse/coursePack without id: the enterprise's packages with at least one course the viewer may see. */
export async function listPackages(scope: Scope, page: number, pageSize: number): Promise<PackageListResult> {
  const packs = await scope.db
    .selectFrom('course_packages')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const courses = await coursesOf(
    scope,
    packs.map((p) => p.id),
  );
  // Visibility is per learner, so an empty package is dropped before paging (packages are few).
  const shown = packs.filter((p) => (courses.get(p.id) ?? []).length > 0);
  const slice = shown.slice((page - 1) * pageSize, page * pageSize);
  return { list: slice.map((p) => summaryOf(p, courses.get(p.id)!)), total: shown.length, page, pageSize };
}

/** apiCourse/coursePack with id: the package, its courses as cards, totals and the learner's progress. */
export async function packageDetail(scope: Scope, id: number): Promise<PackageDetail> {
  const pack = await scope.db
    .selectFrom('course_packages')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!pack) throw new AppError(ErrorCode.NOT_FOUND);
  const courses = (await coursesOf(scope, [pack.id])).get(pack.id)!;
  if (courses.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
  const progress = await progressByCourse(
    scope.db,
    scope.eid,
    scope.userId,
    courses.map((c) => c.id),
  );
  const cards: PackageCourse[] = courses.map((c) => ({
    id: c.id,
    title: c.title,
    cover: c.cover,
    mediaType: c.media_type,
    lecturerName: c.lecturer_name,
    feeType: c.fee_type,
    price: centsToMoney(c.price_cents),
    pointsPrice: c.points_price,
    credits: c.credits,
    studyMinutes: c.study_minutes,
    progressPercent: progress.get(c.id) ?? null,
  }));
  const overall =
    scope.userId === null
      ? null
      : Math.round(cards.reduce((sum, c) => sum + (c.progressPercent ?? 0), 0) / cards.length);
  return {
    ...summaryOf(pack, courses),
    courses: cards,
    totalStudyMinutes: courses.reduce((sum, c) => sum + c.study_minutes, 0),
    // Credits may have one decimal: sum in tenths to avoid 0.1 + 0.2 drift.
    totalCredits: Math.round(courses.reduce((sum, c) => sum + c.credits * 10, 0)) / 10,
    progressPercent: overall,
  };
}

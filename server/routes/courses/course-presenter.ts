import type { CourseSummary } from '../../../protocol';
import type { Course } from '../../db/schema-courses';

/** Money in cents → the wire's two-decimal string. */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function ratingAverage(course: Pick<Course, 'rating_sum' | 'rating_count'>): number {
  return course.rating_count > 0 ? Math.round((course.rating_sum / course.rating_count) * 10) / 10 : 0;
}

function parseLabels(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns a summary reads: a list page selects these only (decision 0068). A course row
 * holds its summary text too, and the columns stored after it are read through its overflow
 * pages: `courses.*` cost twice the CPU of these for a page of twelve.
 */
export const SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.cover',
  'courses.media_type',
  'courses.category_id',
  'courses.labels',
  'courses.lecturer_name',
  'courses.fee_type',
  'courses.price_cents',
  'courses.points_price',
  'courses.credits',
  'courses.study_minutes',
  'courses.learner_count',
  'courses.rating_sum',
  'courses.rating_count',
  'courses.published_at',
] as const;

type SummaryColumn = (typeof SUMMARY_COLUMNS)[number] extends `courses.${infer C}` ? C : never;
export type CourseSummaryRow = Pick<Course, SummaryColumn & keyof Course>;

export function presentCourseSummary(course: CourseSummaryRow, progressPercent: number | null): CourseSummary {
  return {
    id: course.id,
    title: course.title,
    cover: course.cover,
    mediaType: course.media_type,
    categoryId: course.category_id,
    labels: parseLabels(course.labels),
    lecturerName: course.lecturer_name,
    feeType: course.fee_type,
    price: centsToPrice(course.price_cents),
    pointsPrice: course.points_price,
    credits: course.credits,
    studyMinutes: course.study_minutes,
    learnerCount: course.learner_count,
    ratingAverage: ratingAverage(course),
    publishedAt: course.published_at,
    progressPercent,
  };
}

export { parseLabels };

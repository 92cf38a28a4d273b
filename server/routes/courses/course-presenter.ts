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

export function presentCourseSummary(course: Course, progressPercent: number | null): CourseSummary {
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

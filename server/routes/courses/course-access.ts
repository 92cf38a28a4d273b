import type { CourseAccessState } from '../../../protocol';
import type { Course } from '../../db/schema-courses';
import type { CourseViewer } from './course-viewer';

export interface EnrolmentFacts {
  source: string;
  access_expires_at: number | null;
}

export interface AccessFacts {
  course: Course;
  /** The viewer is named in course_audience for this course. */
  inAudience: boolean;
  enrolment: EnrolmentFacts | null;
  /** `?preview=1` was asked for. */
  previewAsked: boolean;
}

/**
 * What the viewer may do with a course now (spec 001 §6 and §8), in order: the course's own state
 * (deleted, off the shelf, transcoding failed), an administrator's preview, visibility, the
 * course's expiry, then payment. max_viewers depends on live study sessions: verifyCourse adds it.
 */
export function courseAccess(viewer: Pick<CourseViewer, 'isAdmin' | 'now'>, facts: AccessFacts): CourseAccessState {
  const { course, enrolment } = facts;
  if (course.status === 'deleted') return 'deleted';
  if (course.status === 'off_shelf') return 'off_shelf';
  if (course.status === 'transcode_failed') return 'transcode_failed';
  // Preview ignores visibility, expiry and payment, and records no hours (the flag travels in the detail).
  if (facts.previewAsked && viewer.isAdmin) return 'preview';
  if (course.audience === 'listed' && !facts.inAudience) return 'not_visible';
  if (course.expires_at !== null && course.expires_at <= viewer.now) return 'expired';
  if (course.fee_type === 'free') return 'available';
  if (enrolment) {
    // A code or an administrator's assignment grants the course; a personal purchase lasts a year.
    const granted = enrolment.source === 'code' || enrolment.source === 'assigned';
    if (granted && (enrolment.access_expires_at === null || enrolment.access_expires_at > viewer.now))
      return 'available';
    if (enrolment.source === 'purchased') {
      if (enrolment.access_expires_at !== null && enrolment.access_expires_at > viewer.now) return 'available';
      if (enrolment.access_expires_at !== null) return 'expired';
    }
  }
  return course.personal_purchase === 0 ? 'admin_purchase_only' : 'not_purchased';
}

/** States in which the learner may open chapters. */
export function canStudy(access: CourseAccessState): boolean {
  return access === 'available' || access === 'preview';
}

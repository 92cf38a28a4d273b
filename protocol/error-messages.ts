import type { Language } from './constants';
import type { ErrorKey } from './errors';
import { PROTOCOL_ERROR_MESSAGES } from './error-messages/protocol';
import { SIGN_IN_ERROR_MESSAGES } from './error-messages/sign-in';
import { PROFILE_ERROR_MESSAGES } from './error-messages/profile';
import { COURSE_ERROR_MESSAGES } from './error-codes/courses';
import { COURSE_STUDY_ERROR_MESSAGES } from './error-codes/course-study';
import { COURSE_SOCIAL_ERROR_MESSAGES } from './error-codes/course-social';
import { PAYMENT_ERROR_MESSAGES } from './error-codes/payments';
import { MICRO_COURSE_ERROR_MESSAGES } from './error-codes/micro-courses';
import { DAILY_LOOP_ERROR_MESSAGES } from './error-codes/daily-loop';
import { MESSAGE_ERROR_MESSAGES } from './error-codes/messages';
import { HOME_ERROR_MESSAGES } from './error-codes/home';
import { EXAM_ERROR_MESSAGES } from './error-codes/exams';
import { EXAM_GRADING_ERROR_MESSAGES } from './error-codes/exam-grading';
import { HOMEWORK_ERROR_MESSAGES } from './error-codes/homework';
import { PRACTICE_ERROR_MESSAGES } from './error-codes/practice';
import { FEEDBACK_ERROR_MESSAGES } from './error-codes/feedback';
import { ACCOUNT_ERROR_MESSAGES } from './error-codes/account';
import { QUESTIONNAIRE_ERROR_MESSAGES } from './error-codes/questionnaires';
import { ACTIVITY_ERROR_MESSAGES } from './error-codes/activities';
import { MALL_ERROR_MESSAGES } from './error-codes/mall';
import { LECTURER_ERROR_MESSAGES } from './error-codes/lecturers';
import { TRAINING_ERROR_MESSAGES } from './error-codes/training';
import { COMMUNITY_ERROR_MESSAGES } from './error-codes/community';
import { ADMIN_MEMBER_ERROR_MESSAGES } from './error-codes/admin-members';
import { ADMIN_STATISTICS_ERROR_MESSAGES } from './error-codes/admin-statistics';
import { ADMIN_ASSIGNMENT_ERROR_MESSAGES } from './error-codes/admin-assignments';
import { LIVE_ERROR_MESSAGES } from './error-codes/live';
import { MEETING_ERROR_MESSAGES } from './error-codes/meetings';
import { ADMIN_MESSAGING_ERROR_MESSAGES } from './error-codes/admin-messaging';
import { OUTSIDER_ERROR_MESSAGES } from './error-codes/outsiders';
import { ADMIN_APPROVAL_ERROR_MESSAGES } from './error-codes/admin-approvals';

/** User-facing text for each error, in the three languages. The server picks by envelope language. */
export const ERROR_MESSAGES: Record<ErrorKey, Record<Language, string>> = {
  // The platform's own codes (protocol/errors.ts), one file per group under protocol/error-messages/.
  ...PROTOCOL_ERROR_MESSAGES,
  ...SIGN_IN_ERROR_MESSAGES,
  ...PROFILE_ERROR_MESSAGES,
  // Learning-domain codes, one file per area (protocol/error-codes/).
  ...COURSE_ERROR_MESSAGES,
  ...COURSE_STUDY_ERROR_MESSAGES,
  ...COURSE_SOCIAL_ERROR_MESSAGES,
  ...PAYMENT_ERROR_MESSAGES,
  ...MICRO_COURSE_ERROR_MESSAGES,
  ...DAILY_LOOP_ERROR_MESSAGES,
  ...MESSAGE_ERROR_MESSAGES,
  ...HOME_ERROR_MESSAGES,
  ...EXAM_ERROR_MESSAGES,
  ...EXAM_GRADING_ERROR_MESSAGES,
  ...HOMEWORK_ERROR_MESSAGES,
  ...PRACTICE_ERROR_MESSAGES,
  ...FEEDBACK_ERROR_MESSAGES,
  ...ACCOUNT_ERROR_MESSAGES,
  ...QUESTIONNAIRE_ERROR_MESSAGES,
  ...ACTIVITY_ERROR_MESSAGES,
  ...MALL_ERROR_MESSAGES,
  ...LECTURER_ERROR_MESSAGES,
  ...LIVE_ERROR_MESSAGES,
  ...MEETING_ERROR_MESSAGES,
  ...ADMIN_MESSAGING_ERROR_MESSAGES,
  ...OUTSIDER_ERROR_MESSAGES,
  ...ADMIN_APPROVAL_ERROR_MESSAGES,
  ...TRAINING_ERROR_MESSAGES,
  ...COMMUNITY_ERROR_MESSAGES,
  ...ADMIN_MEMBER_ERROR_MESSAGES,
  ...ADMIN_STATISTICS_ERROR_MESSAGES,
  ...ADMIN_ASSIGNMENT_ERROR_MESSAGES,
};

export { REASON_MESSAGES } from './error-messages/reasons';

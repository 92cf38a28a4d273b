import type { ServerConfig } from '../config';
import { CallRegistry } from '../pipeline/call-registry';
import { registerAccountCalls } from './account/account.routes';
import { registerAuthFlowCalls } from './auth';
import { registerLanguageCalls } from './language/language.routes';
import { registerProfileCalls } from './profile/profile.routes';
import { registerEnterpriseCalls } from './shell/enterprise.routes';
import { registerHostCalls } from './host/host.routes';
import { registerDailyLoopCalls } from './daily-loop/daily-loop.routes';
import { registerMessageCalls } from './messages/messages.routes';
import { registerHomeCalls } from './home/home.routes';
import { registerMicroCourseCalls } from './micro-courses/micro-courses.routes';
import { registerPaymentCalls } from './payments/payments.routes';
import { registerCourseSocialCalls } from './course-social/course-social.routes';
import { registerCourseStudyCalls } from './course-study/course-study.routes';
import { registerCourseCalls } from './courses/courses.routes';
import { registerExamCalls } from './exams/exams.routes';
import { registerPracticeCalls } from './practice/practice.routes';
import { registerExamGradingCalls } from './exam-grading/exam-grading.routes';
import { registerFeedbackCalls } from './feedback/feedback.routes';
import { registerQuestionnaireCalls } from './questionnaires/questionnaires.routes';
import { registerActivityCalls } from './activities/activities.routes';

/** Every call the server serves, registered once. */
export function buildRegistry(config: ServerConfig): CallRegistry {
  const registry = new CallRegistry();
  registerEnterpriseCalls(registry);
  registerAuthFlowCalls(registry, config);
  registerLanguageCalls(registry);
  registerAccountCalls(registry);
  registerProfileCalls(registry, config);
  registerHostCalls(registry, config);
  registerCourseCalls(registry, config);
  registerCourseStudyCalls(registry, config);
  registerCourseSocialCalls(registry, config);
  registerPaymentCalls(registry, config);
  registerMicroCourseCalls(registry, config);
  registerDailyLoopCalls(registry, config);
  registerMessageCalls(registry, config);
  registerHomeCalls(registry, config);
  registerExamCalls(registry, config);
  registerPracticeCalls(registry, config);
  registerExamGradingCalls(registry, config);
  registerFeedbackCalls(registry);
  registerQuestionnaireCalls(registry);
  registerActivityCalls(registry);
  return registry;
}

import type { RedPointKind, TaskState } from '../../../../protocol';
import { redPointSeenCall } from '../../../../protocol/calls/messages';
import { taskCountsCall, taskCoursesCall } from '../../../../protocol/calls/tasks';
import { api } from '../../../lib/api-client';

/** Task list calls (decision 0045). Quiet: every page shows its own error state. */
const quiet = { quiet: true } as const;

export interface TaskCourseQuery {
  state: 'all' | TaskState;
  page: number;
  pageSize: number;
}

export function getTaskCourses(query: TaskCourseQuery) {
  return api.request(taskCoursesCall, query, quiet);
}

export function getTaskCounts() {
  return api.request(taskCountsCall, {}, quiet);
}

/** The learner has seen the tab: its red point goes out (spec 000 §3 red points). */
export function markRedPointSeen(kind: RedPointKind) {
  return api.request(redPointSeenCall, { kind }, quiet);
}

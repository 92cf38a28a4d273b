import type { CourseShare } from '../../../../protocol';
import { courseShareRequestCall, myCourseSharesCall } from '../../../../protocol/calls/admin-approvals';
import { api } from '../../../lib/api-client';

/*
 * Sharing an "only me" course with everyone (decision 0064): the learner asks, the administrators'
 * approvals queue decides. The calls are the approvals area's (protocol/calls/admin-approvals.ts).
 */
const quiet = { quiet: true } as const;

/** The caller's latest share request of each course, by course id. */
export async function listMyShares(): Promise<Map<number, CourseShare>> {
  const { list } = await api.request(myCourseSharesCall, {}, quiet);
  return new Map(list.map((share) => [share.courseId, share]));
}

/** Ask once; asking again while a request waits returns the waiting one. */
export async function requestShare(courseId: number, note: string): Promise<CourseShare> {
  return api.request(courseShareRequestCall, { courseId, note }, quiet);
}

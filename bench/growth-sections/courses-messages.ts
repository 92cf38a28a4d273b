import { courseListParamsSchema } from '../../protocol';
import { forTenant } from '../../server/db/tenant-scope';
import { buildCourseListQuery, listCourses } from '../../server/routes/courses/course-list.service';
import { countedCourseTotal } from '../../server/routes/courses/course-list-total';
import { messageState } from '../../server/routes/messages/message-state.service';
import { unreadByCategoryCounted } from '../../server/routes/messages/unread-counts';
import { seedOwnInbox, seedScaleCourses, seedScaleMembersWithMessages } from '../fixtures/growth-data';
import type { GrowthContext } from './context';

/**
 * The course library and the header's message counts (decisions 0021, 0059): N courses, N members
 * each with messages; then (after `afterMembers`, which the administrators' member list uses) the
 * learner's own inbox of N.
 */
export async function courseAndMessageRows(
  c: GrowthContext,
  afterMembers: (c: GrowthContext) => Promise<void>,
): Promise<void> {
  const { db, size, now, learner } = c;
  await seedScaleCourses(db, { eid: 1, count: size, learnerId: learner.id, now });
  await seedScaleMembersWithMessages(db, { eid: 1, count: size, now });

  // The library's first page as the API bench asks for it (defaults: newest first).
  // The route's handle is tenant-scoped (its `eid` filter is what lets the page query walk an index).
  const viewer = {
    db: forTenant(db, 1),
    enterprise: c.enterprise,
    user: learner,
    isAdmin: false,
    now,
    studyLeaseMs: 35_000,
  };
  const input = courseListParamsSchema.parse({});
  await c.time('course list page 1, N courses', () => listCourses(viewer, input));
  const built = (await buildCourseListQuery(viewer, input))!;
  await c.time('  of which the page query', () => built.page.execute());
  await c.time('  of which the total (counters, decision 0059)', () => countedCourseTotal(viewer, input, false));
  await c.time('  the same total as COUNT(*) (before)', () => built.count.executeTakeFirstOrThrow());

  const scope = { db: forTenant(db, 1), eid: 1, userId: learner.id, now, offsetMinutes: 480 };
  await c.time('message counts, N members + messages', () => messageState(scope));
  await afterMembers(c);
  await seedOwnInbox(db, { eid: 1, count: size, userId: learner.id, now });
  await c.time('message counts, own inbox of N', () => messageState(scope));
  await c.time('  own unread counted by COUNT(*) (before)', () => unreadByCategoryCounted(scope));
}

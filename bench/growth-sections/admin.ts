import { adminMemberListParamsSchema } from '../../protocol';
import { forTenant } from '../../server/db/tenant-scope';
import { resolvePeriod, statisticsOf } from '../../server/routes/admin-statistics';
import { listAssignments } from '../../server/routes/admin-assignments';
import { listMembers } from '../../server/routes/admin-members/member-list.service';
import { sentList } from '../../server/routes/admin-messaging/admin-messaging.service';
import { seedScaleStatistics } from '../fixtures/growth-admin-statistics';
import { seedScaleAssignments } from '../fixtures/growth-admin-assignments';
import { seedScaleMemberStates } from '../fixtures/growth-admin-members';
import { seedScaleSentMessages } from '../fixtures/growth-admin-messaging';
import type { GrowthContext } from './context';

/**
 * Administrators' members (decisions 0054, 0061): /admin/members' first page among the N members
 * of the message fixture (every 100th locked, every 7th blocked, a third in a department), with
 * its total, by status and by department.
 */
export async function adminMemberRows(c: GrowthContext): Promise<void> {
  const department = await seedScaleMemberStates(c.db, { eid: 1 });
  const db = forTenant(c.db, 1);
  const input = adminMemberListParamsSchema.parse({});
  await c.time('admin member list page 1, N members', () => listMembers(db, input));
  await c.time('admin member list, locked only', () => listMembers(db, { ...input, status: 'locked' }));
  await c.time('admin member list, active only', () => listMembers(db, { ...input, status: 'active' }));
  await c.time('admin member list, one department', () => listMembers(db, { ...input, departmentId: department }));
}

/**
 * Administrators' statistics (decision 0056): the last 30 days' figures, with N rows of older
 * history in every source (study days, completions, scored papers, sign-ins, check-ins); their
 * assignments (decision 0055): the past assignments' first page, all kinds and one kind; their sent
 * messages (decisions 0057, 0061): the first page among N older broadcasts, one of them read by
 * the N members of the message fixture.
 */
export async function adminRows(c: GrowthContext): Promise<void> {
  const { db, size, now } = c;
  await seedScaleStatistics(db, { eid: 1, count: size, now });
  const statsPeriod = resolvePeriod({ range: 'last30' }, now, 480);
  await c.time('admin statistics, 30 days, N older rows per source', () => statisticsOf(forTenant(db, 1), statsPeriod));

  await seedScaleAssignments(db, { eid: 1, count: size, now });
  await c.time('admin assignments, first page, all kinds', () =>
    listAssignments(forTenant(db, 1), { kind: 'all', page: 1, pageSize: 10 }, 'en_us'),
  );
  await c.time('admin assignments, first page, exams', () =>
    listAssignments(forTenant(db, 1), { kind: 'exam', page: 1, pageSize: 10 }, 'en_us'),
  );

  await seedScaleSentMessages(db, { eid: 1, count: size, now });
  await c.time('admin sent messages page 1, N sent', () => sentList(forTenant(db, 1), { page: 1, pageSize: 10 }));
  await c.time('admin sent messages, information only', () =>
    sentList(forTenant(db, 1), { kind: 'information', page: 1, pageSize: 10 }),
  );
}

import { forTenant } from '../../server/db/tenant-scope';
import { listActivities } from '../../server/routes/activities/activities.service';
import { seedScaleActivities } from '../fixtures/growth-activities';
import type { GrowthContext } from './context';

/** Activities (decision 0047): /index/activity's first page and the learner's /my/my-active. */
export async function activityRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  await seedScaleActivities(db, { eid: 1, count: size, learnerId: learner.id, now });
  const activityScope = { db: forTenant(db, 1), eid: 1, user: learner, now };
  const firstPage = { scope: 'all' as const, phase: 'all' as const, page: 1, pageSize: 10 };
  await c.time('activity list page 1, N activities', () => listActivities(activityScope, firstPage));
  await c.time('my activities page 1, N/10 registered', () =>
    listActivities(activityScope, { ...firstPage, scope: 'mine' }),
  );
}

import { forTenant } from '../../server/db/tenant-scope';
import { countPostsExact, listPosts } from '../../server/routes/community/post-list.service';
import { seedScaleCommunity } from '../fixtures/growth-community';
import { demoUserId, type GrowthContext } from './context';

/** Community (decision 0049): /news/comminication's first page, the hottest, unanswered and resolved sorts. */
export async function communityRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  const sales = await demoUserId(db, 'sales');
  await seedScaleCommunity(db, { eid: 1, count: size, authorIds: [learner.id, sales], now });
  const scope = { db: forTenant(db, 1), eid: 1, user: learner, now };
  const page = { kind: 'question' as const, sort: 'latest' as const, page: 1, pageSize: 10 };
  await c.time('Q&A list page 1, N questions', () => listPosts(scope, page));
  await c.time('Q&A list, hottest', () => listPosts(scope, { ...page, sort: 'hottest' }));
  await c.time('Q&A list, unanswered', () => listPosts(scope, { ...page, sort: 'unanswered' }));
  await c.time('Q&A list, resolved', () => listPosts(scope, { ...page, sort: 'resolved' }));
  await c.time('  Q&A total as COUNT(*) (before)', () => countPostsExact(scope, page));
}

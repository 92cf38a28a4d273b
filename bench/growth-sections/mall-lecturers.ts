import { forTenant } from '../../server/db/tenant-scope';
import { listProducts } from '../../server/routes/mall/products.service';
import { listExchanges } from '../../server/routes/mall/exchange.service';
import { listLecturers } from '../../server/routes/lecturers/lecturers.service';
import { myBookings } from '../../server/routes/lecturers/bookings.service';
import { seedScaleMall } from '../fixtures/growth-mall';
import { seedScaleLecturers } from '../fixtures/growth-lecturers';
import { demoUserId, type GrowthContext } from './context';

/** Points mall (decision 0050): /shopMall's first page (all, and "I can afford" by points) and /my/exchange-record. */
export async function mallRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  const other = await demoUserId(db, 'sales');
  await seedScaleMall(db, { eid: 1, count: size, learnerId: learner.id, otherUserId: other, now });
  const mallScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, now };
  const shelf = { sort: 'default' as const, affordable: 'N' as const, page: 1, pageSize: 12 };
  await c.time('mall products page 1, N products', () => listProducts(mallScope, shelf));
  await c.time('mall products I can afford, by points', () =>
    listProducts(mallScope, { ...shelf, affordable: 'Y', sort: 'points_asc' }),
  );
  await c.time('my exchange records page 1, N records', () => listExchanges(mallScope, { page: 1, pageSize: 10 }));
}

/** Lecturers (decision 0051): /lecturer/lecturerList's first page, by type, a keyword search, /my/my-booking. */
export async function lecturerRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  const booker = await demoUserId(db, 'engineer');
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await seedScaleLecturers(db, {
    eid: 1,
    count: size,
    learnerId: learner.id,
    otherUserId: booker,
    courseId: course.id,
    now,
  });
  const lecturerScope = { db: forTenant(db, 1), eid: 1, viewer: learner, language: 'en_us' as const, now };
  const lecturerPage = { keyword: '', type: '' as const, catid: 0, page: 1 };
  await c.time('lecturer list page 1, N lecturers', () => listLecturers(lecturerScope, lecturerPage));
  await c.time('lecturer list, external only', () =>
    listLecturers(lecturerScope, { ...lecturerPage, type: 'external' }),
  );
  // Through the trigram index (decision 0071); indented: the same search as the LIKE scan alone
  // (before), and a two-character keyword, which no trigram serves (the LIKE scan still).
  const search = { ...lecturerPage, keyword: 'subject 7' };
  await c.time('lecturer search by keyword (trigram index)', () => listLecturers(lecturerScope, search));
  await c.time('  the same search as the LIKE scan (before)', () =>
    listLecturers(lecturerScope, search, { likeScanOnly: true }),
  );
  const nothing = { ...lecturerPage, keyword: 'no such lecturer' };
  await c.time('lecturer search, a word matching nothing', () => listLecturers(lecturerScope, nothing));
  await c.time('  the same as the LIKE scan (before)', () =>
    listLecturers(lecturerScope, nothing, { likeScanOnly: true }),
  );
  await c.time('  a two-character keyword matching nothing (LIKE scan: no trigram)', () =>
    listLecturers(lecturerScope, { ...lecturerPage, keyword: '张伟' }),
  );
  await c.time('my lecturer bookings page 1, N bookings', () => myBookings(lecturerScope, { status: '', page: 1 }));
}

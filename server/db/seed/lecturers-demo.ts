import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';
import { demoAvatar, demoPhoto } from './lecturers-demo-images';
import {
  DEMO_DIMENSIONS,
  DEMO_LECTURER_CATEGORIES,
  DEMO_LECTURERS,
  DEMO_PARTNER_PROFILES,
} from './lecturers-demo-data';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LOCAL = 8 * HOUR;

/** Local (+8 h) midnight `days` weekdays from today (negative: before), so the slot is in open hours. */
function weekdayStart(now: number, days: number): number {
  let day = Math.floor((now + LOCAL) / DAY) * DAY - LOCAL;
  let left = Math.abs(days);
  while (left > 0) {
    day += Math.sign(days) * DAY;
    const weekday = ((Math.floor((day + LOCAL) / DAY) + 3) % 7) + 1;
    if (weekday <= 5) left -= 1;
  }
  return day;
}

async function userId(trx: Transaction<Database>, eid: number, account: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', eid)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Lecturers of each type with photos and labels, categories and rating dimensions, open hours,
 * grades, a pending application, bookings in every state and the partners' pages (decision 0051).
 * Bookings are placed around the real clock, so the future ones can still be cancelled in a demo.
 */
export async function seedLecturers(trx: Transaction<Database>): Promise<void> {
  const now = Date.now();
  for (const eid of [1, 2]) {
    for (const [sort, titles] of DEMO_LECTURER_CATEGORIES.entries())
      await trx
        .insertInto('lecturer_categories')
        .values({ eid, sort, titles: JSON.stringify(titles) })
        .execute();
    for (const [sort, titles] of DEMO_DIMENSIONS.entries())
      await trx
        .insertInto('lecturer_dimensions')
        .values({ eid, sort, titles: JSON.stringify(titles) })
        .execute();
  }
  for (const [sort, l] of DEMO_LECTURERS.entries()) {
    const categories = await trx
      .selectFrom('lecturer_categories')
      .select('id')
      .where('eid', '=', l.eid)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    await trx
      .insertInto('lecturers')
      .values({
        id: l.id,
        eid: l.eid,
        user_id: l.account ? await userId(trx, l.eid, l.account) : null,
        category_id: categories[l.category]?.id ?? null,
        sort,
        name: l.name,
        type: l.type,
        avatar: demoAvatar(l.initials, l.colour),
        gender: l.gender,
        region: JSON.stringify(l.region),
        headline: JSON.stringify(l.headline),
        introduction: JSON.stringify(l.introduction),
        place: l.place ? JSON.stringify(l.place) : '',
        photos: JSON.stringify(l.photos.map((caption, i) => demoPhoto(caption, i + sort))),
        labels: JSON.stringify(l.labels),
        bookable: l.bookable ? 1 : 0,
        created_at: SEED_TIME,
      })
      .execute();
    const courses = await trx
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', l.eid)
      .where('lecturer_name', 'in', l.courseLecturers)
      .orderBy('id')
      .execute();
    for (const [i, c] of courses.entries())
      await trx
        .insertInto('lecturer_courses')
        .values({ eid: l.eid, lecturer_id: l.id, course_id: c.id, sort: i })
        .execute();
    if (l.bookable) {
      for (let weekday = 1; weekday <= 5; weekday += 1) {
        for (const [start, end] of [
          [9 * 60, 12 * 60],
          [14 * 60, 18 * 60],
        ] as const) {
          await trx
            .insertInto('lecturer_hours')
            .values({ eid: l.eid, lecturer_id: l.id, weekday, start_minute: start, end_minute: end })
            .execute();
        }
      }
    }
  }
  await seedGrades(trx);
  await seedBookings(trx, now);
  await trx
    .insertInto('lecturer_applications')
    .values({
      eid: 1,
      user_id: await userId(trx, 1, 'sysadmin'),
      request_id: 'seed-application-sysadmin',
      name: 'Zhao Yun',
      gender: 'male',
      region: 'Chengdu',
      introduction: 'Ten years of IT operations; I would like to teach the security basics course.',
      labels: JSON.stringify(['Security', 'IT']),
      phone: '13800138004',
      avatar: demoAvatar('ZY', '#475569'),
      status: 'pending',
      created_at: SEED_TIME,
      reviewed_at: null,
    })
    .execute();
  for (const [name, profile] of Object.entries(DEMO_PARTNER_PROFILES)) {
    const partner = await trx.selectFrom('partners').select(['id', 'eid']).where('name', '=', name).executeTakeFirst();
    if (!partner) continue;
    await trx
      .insertInto('partner_profiles')
      .values({
        partner_id: partner.id,
        eid: partner.eid,
        intro: JSON.stringify(profile.intro),
        services: JSON.stringify(profile.services),
        region: JSON.stringify(profile.region),
      })
      .execute();
  }
}

/** A few colleagues' grades, so lecturers 1 and 3 show averages (learner accounts left unrated). */
async function seedGrades(trx: Transaction<Database>): Promise<void> {
  const dimensions = await trx
    .selectFrom('lecturer_dimensions')
    .select('id')
    .where('eid', '=', 1)
    .orderBy('sort')
    .execute();
  const graders = [await userId(trx, 1, 'admin'), await userId(trx, 1, 'manager')];
  for (const [lecturerId, stars] of [
    [1, [5, 4, 5, 5]],
    [3, [5, 5, 4, 4]],
  ] as const) {
    for (const grader of graders) {
      for (const [i, d] of dimensions.entries()) {
        await trx
          .insertInto('lecturer_grades')
          .values({
            eid: 1,
            lecturer_id: lecturerId,
            dimension_id: d.id,
            user_id: grader,
            stars: stars[i]!,
            created_at: SEED_TIME,
          })
          .execute();
        await trx
          .updateTable('lecturers')
          .set({ rating_sum: sql<number>`rating_sum + ${stars[i]!}`, rating_count: sql<number>`rating_count + 1` })
          .where('id', '=', lecturerId)
          .execute();
      }
    }
  }
}

/** The learner's bookings in every state of spec 001 §4. */
async function seedBookings(trx: Transaction<Database>, now: number): Promise<void> {
  const learner = await userId(trx, 1, 'learner');
  const rows = [
    { lecturer: 1, day: 2, from: 10, hours: 1, status: 'pending', note: '想讨论如何给团队做一对一反馈。' },
    {
      lecturer: 3,
      day: 3,
      from: 14,
      hours: 2,
      status: 'confirmed',
      note: 'Board strategy workshop for our product leads.',
    },
    { lecturer: 4, day: 4, from: 9, hours: 1, status: 'cancelled', note: '合規新人場次，改期。' },
    { lecturer: 1, day: -5, from: 14, hours: 1.5, status: 'evaluating', note: 'Coaching session for new team leads.' },
    {
      lecturer: 3,
      day: -10,
      from: 15,
      hours: 1,
      status: 'ended',
      note: '董事会战略问答。',
      stars: 5,
      evaluation: 'Clear, practical and well prepared.',
    },
  ];
  for (const [i, b] of rows.entries()) {
    const startsAt = weekdayStart(now, b.day) + b.from * HOUR;
    await trx
      .insertInto('lecturer_bookings')
      .values({
        eid: 1,
        lecturer_id: b.lecturer,
        user_id: learner,
        request_id: `seed-booking-${i + 1}`,
        starts_at: startsAt,
        ends_at: startsAt + b.hours * HOUR,
        status: b.status,
        note: b.note,
        stars: b.stars ?? 0,
        evaluation: b.evaluation ?? '',
        created_at: startsAt - 3 * DAY,
        updated_at: startsAt - 2 * DAY,
      })
      .execute();
  }
}

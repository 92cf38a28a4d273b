import type { HomeItem } from '../../../protocol';
import { homeTaskCards } from '../training';
import { localise, type HomeScope } from './home-scope';

interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Courses a caller may see on the home page: published, not expired, and either for every member
 * or listed for this learner (course_audience). Visitors see only courses for everyone.
 */
function visibleCourses(scope: HomeScope) {
  const { viewer } = scope;
  return scope.db
    .selectFrom('courses as c')
    .where('c.status', '=', 'published')
    .where((eb) => eb.or([eb('c.expires_at', 'is', null), eb('c.expires_at', '>', scope.now)]))
    .where((eb) => {
      if (!viewer) return eb('c.audience', '=', 'all');
      return eb.or([
        eb('c.audience', '=', 'all'),
        eb.exists(
          eb
            .selectFrom('course_audience as a')
            .select('a.course_id')
            .whereRef('a.course_id', '=', 'c.id')
            .where('a.user_id', '=', viewer.id),
        ),
      ]);
    });
}

export async function coursesPage(
  scope: HomeScope,
  order: 'latest' | 'popular',
  window: PageWindow,
): Promise<{ total: number; list: HomeItem[] }> {
  const count = await visibleCourses(scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await visibleCourses(scope)
    .select([
      'c.id',
      'c.title',
      'c.summary',
      'c.lecturer_name',
      'c.learner_count',
      'c.credits',
      'c.study_minutes',
      'c.fee_type',
      'c.price_cents',
      'c.points_price',
      'c.published_at',
    ])
    .$if(order === 'popular', (q) => q.orderBy('c.learner_count', 'desc'))
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    total: Number(count.n),
    list: rows.map((c) => ({
      id: `course-${c.id}`,
      title: c.title,
      summary: c.summary,
      url: `/course/${c.id}`,
      external: 'N',
      lecturer: c.lecturer_name,
      learners: c.learner_count,
      credits: c.credits,
      minutes: c.study_minutes,
      feeType: c.fee_type,
      priceCents: c.price_cents,
      pointsPrice: c.points_price,
      publishedAt: c.published_at,
    })),
  };
}

export async function packagesPage(scope: HomeScope, window: PageWindow): Promise<{ total: number; list: HomeItem[] }> {
  const base = scope.db.selectFrom('course_packages as p').where('p.status', '=', 'published');
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.title', 'p.summary', 'p.fee_type', 'p.price_cents', 'p.points_price', 'p.learner_count'])
    .select((eb) =>
      eb
        .selectFrom('course_package_items as i')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('i.package_id', '=', 'p.id')
        .as('course_count'),
    )
    .orderBy('p.sort')
    .orderBy('p.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    total: Number(count.n),
    list: rows.map((p) => ({
      id: `package-${p.id}`,
      title: p.title,
      summary: p.summary,
      url: `/coursepackage/detail/${p.id}`,
      external: 'N',
      feeType: p.fee_type,
      priceCents: p.price_cents,
      pointsPrice: p.points_price,
      learners: p.learner_count,
      courseCount: Number(p.course_count ?? 0),
    })),
  };
}

/** Partners of the enterprise, optionally of one type (0 = all) or one partner (promote_id). */
export async function partnersPage(
  scope: HomeScope,
  typeId: number,
  window: PageWindow,
  partnerId = 0,
): Promise<{ total: number; list: HomeItem[] }> {
  const base = scope.db
    .selectFrom('partners as p')
    .innerJoin('partner_types as t', (join) => join.onRef('t.id', '=', 'p.type_id'))
    .where('p.enabled', '=', 1)
    .$if(typeId > 0, (q) => q.where('p.type_id', '=', typeId))
    .$if(partnerId > 0, (q) => q.where('p.id', '=', partnerId));
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['p.id', 'p.name', 'p.summary', 'p.url', 't.titles'])
    .orderBy('t.sort')
    .orderBy('p.sort')
    .orderBy('p.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    total: Number(count.n),
    list: rows.map((p) => ({
      id: `partner-${p.id}`,
      title: p.name,
      summary: p.summary,
      url: `/partner/partnerDetail/${p.id}`,
      external: 'N',
      partnerType: localise(p.titles, scope.language),
    })),
  };
}

/** The home "My tasks" module (issue 22): the member's assigned courses, exams and trainings; none for visitors. */
export async function myTasksPage(scope: HomeScope, window: PageWindow): Promise<{ total: number; list: HomeItem[] }> {
  if (!scope.viewer) return { total: 0, list: [] };
  const { total, list } = await homeTaskCards(scope.db, {
    userId: scope.viewer.id,
    language: scope.language,
    now: scope.now,
    ...window,
  });
  return { total, list: list.map((card) => ({ ...card, external: 'N' as const })) };
}

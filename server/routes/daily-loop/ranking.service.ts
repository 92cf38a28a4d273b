import { sql, type Kysely } from 'kysely';
import type { Ranking, RankingKind, RankingMenu, RankingPeriod, RankingRow, RankingScope } from '../../../protocol';
import { RANKING_KINDS, RANKING_PERIODS, RANKING_SCOPES } from '../../../protocol';
import type { Database } from '../../db/schema';
import { localWeek, type DailyLoopScope } from './daily-loop-scope';
import { countAtLeast, isDecimalBoard, rankBoard } from './ranking-counts';
import { rankingSource, type SourceFilter } from './ranking-sources';

export interface RankingQuery {
  kind: RankingKind;
  scope: RankingScope;
  period: RankingPeriod;
  size: number;
}

const ICONS: Record<RankingKind, string> = { points: 'points', hours: 'clock', credits: 'credit', courses: 'book' };

/** apiStudyhall/rankByWeek/getIconMenu: the ranking kinds shown as icon tabs. */
export function rankingMenu(scope: DailyLoopScope): RankingMenu {
  return {
    list: RANKING_KINDS.map((kind) => ({ kind, icon: ICONS[kind] })),
    scopes: [...RANKING_SCOPES],
    periods: [...RANKING_PERIODS],
    hasDepartment: scope.user.department_id !== null,
  };
}

interface TopRow {
  user_id: number;
  value: number;
  username: string;
  weixin_user_id: string | null;
  image: string;
  department: string | null;
}

/** Top N, then the learner's own row and competition rank (1 + learners strictly ahead). */
export async function ranking(scope: DailyLoopScope, query: RankingQuery): Promise<Ranking> {
  const week = localWeek(scope.today, scope.offset);
  const departmentId = query.scope === 'department' ? scope.user.department_id : null;
  const department = scope.user.department_id
    ? await scope.db
        .selectFrom('departments')
        .select('name')
        .where('id', '=', scope.user.department_id)
        .executeTakeFirst()
    : undefined;
  const base = {
    kind: query.kind,
    scope: query.scope,
    period: query.period,
    weekStart: week.start,
    weekEnd: week.end,
    departmentName: department?.name ?? scope.user.department,
  };
  const meBase = {
    userid: String(scope.user.id),
    username: scope.user.username,
    openUserId: scope.user.weixin_user_id ?? '',
    image: scope.user.image,
    department: department?.name ?? scope.user.department,
  };
  // The department ranking of a learner without a department is just them.
  if (query.scope === 'department' && departmentId === null) {
    return { ...base, list: [], me: { ...meBase, rank: null, value: 0 }, meInList: false };
  }
  const filter: SourceFilter = { departmentId, week };
  const rows = await topRows(scope.db, query, filter);
  const list: RankingRow[] = [];
  for (const [index, row] of rows.entries()) {
    const previous = list[index - 1];
    // Ties share a rank (competition ranking: 1, 2, 2, 4).
    const rank = previous && previous.value === Number(row.value) ? previous.rank : index + 1;
    list.push({
      rank,
      userid: String(row.user_id),
      username: row.username,
      openUserId: row.weixin_user_id ?? '',
      image: row.image,
      department: row.department ?? '',
      value: Number(row.value),
    });
  }
  const mine = list.find((row) => row.userid === meBase.userid);
  if (mine) return { ...base, list, me: mine, meInList: true };
  const value = await ownValue(scope.db, query, filter, scope.user.id);
  const rank = value > 0 ? await ownRank(scope.db, query, filter, value) : null;
  return { ...base, list, me: { ...meBase, rank, value }, meInList: false };
}

/** The three statements behind a ranking, exposed so the scale test can EXPLAIN them. */
export function rankingStatements(db: Kysely<Database>, query: RankingQuery, filter: SourceFilter) {
  const source = () => rankingSource(db, query.kind, query.period, filter).as('s');
  return {
    // Ties share a rank, so their order is cosmetic: user_id DESC matches a backward walk of the
    // (eid, value) indexes (rowid descending), which spares SQLite a sort of every learner (≈10× at 100,000).
    top: db
      .selectFrom(source())
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .select([
        's.user_id',
        's.value',
        'u.username',
        'u.weixin_user_id',
        'u.image',
        sql<string | null>`COALESCE(d.name, u.department)`.as('department'),
      ])
      .where('s.value', '>', 0)
      .orderBy('s.value', 'desc')
      .orderBy('s.user_id', 'desc')
      .limit(query.size),
    value: (userId: number) => db.selectFrom(source()).select('s.value').where('s.user_id', '=', userId),
    ahead: (value: number) =>
      db
        .selectFrom(source())
        .select((eb) => eb.fn.countAll<number>().as('ahead'))
        .where('s.value', '>', value),
  };
}

export async function topRows(db: Kysely<Database>, query: RankingQuery, filter: SourceFilter): Promise<TopRow[]> {
  return rankingStatements(db, query, filter).top.execute();
}

export async function ownValue(
  db: Kysely<Database>,
  query: RankingQuery,
  filter: SourceFilter,
  userId: number,
): Promise<number> {
  const row = await rankingStatements(db, query, filter).value(userId).executeTakeFirst();
  return Number(row?.value ?? 0);
}

export async function ownRank(
  db: Kysely<Database>,
  query: RankingQuery,
  filter: SourceFilter,
  value: number,
): Promise<number> {
  const ahead = rankingStatements(db, query, filter).ahead(value);
  // A department board counts its learners ahead on the index (the counters are per enterprise).
  if (filter.departmentId !== null) return Number((await ahead.executeTakeFirst())?.ahead ?? 0) + 1;
  // The enterprise's boards: learners at ⌊value⌋ + 1 or more from the counters kept on write
  // (decision 0070); a decimal board adds the few values between mine and the next integer.
  const atLeast = Math.floor(value) + 1;
  const counted = await countAtLeast(db, rankBoard(query.kind, query.period, filter.week.start), atLeast);
  if (!isDecimalBoard(query.kind)) return counted + 1;
  const between = await ahead.where('s.value', '<', atLeast).executeTakeFirst();
  return counted + Number(between?.ahead ?? 0) + 1;
}

import type { IndexList, IndexListKind, StudyInfo } from '../../../protocol';
import type { HomeScope } from './home-scope';
import { visibleModulesOfType } from './home-modules.service';
import { listItemsOf } from './module-items';
import { homeTrainings } from '../training';
import { studyTimePlace } from '../daily-loop';

const INDEX_PAGE_SIZE = 12;

/**
 * The home page's study summary from the core tables: seconds the server credited (study_days),
 * credits and points (users), and the learner's place by study time among the enterprise's
 * learners who studied at all (ties share a place; the ranking's counters, studyTimePlace).
 */
export async function getStudyInfo(
  scope: HomeScope & { viewer: NonNullable<HomeScope['viewer']> },
): Promise<StudyInfo> {
  const { db, viewer } = scope;
  const { seconds: mine, rank, rankTotal } = await studyTimePlace(db, viewer.id);
  const enrolments = await db
    .selectFrom('course_enrolments')
    .select(['completed_at'])
    .where('user_id', '=', viewer.id)
    .execute();
  const completedCount = enrolments.filter((row) => row.completed_at != null).length;
  return {
    studySeconds: mine,
    studyHours: Math.round((mine / 3600) * 10) / 10,
    credits: viewer.credit,
    points: viewer.score,
    rank,
    rankTotal,
    studyingCount: enrolments.length - completedCount,
    completedCount,
  };
}

/** /index/study: the learner's unfinished courses, most recently studied first, with chapter progress. */
async function studyList(scope: HomeScope, page: number): Promise<IndexList> {
  const viewer = scope.viewer;
  if (!viewer) return { page, pageSize: INDEX_PAGE_SIZE, total: 0, list: [] };
  const base = scope.db
    .selectFrom('course_enrolments as e')
    .innerJoin('courses as c', (join) => join.onRef('c.id', '=', 'e.course_id'))
    .where('e.user_id', '=', viewer.id)
    .where('e.completed_at', 'is', null)
    .where('c.status', '=', 'published');
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['c.id', 'c.title', 'c.summary', 'c.lecturer_name', 'c.credits', 'c.study_minutes', 'e.last_studied_at'])
    .select((eb) =>
      eb
        .selectFrom('course_chapters as ch')
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('ch.course_id', '=', 'c.id')
        .as('chapters'),
    )
    .select((eb) =>
      eb
        .selectFrom('chapter_progress as p')
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('p.course_id', '=', 'c.id')
        .where('p.user_id', '=', viewer.id)
        .where('p.completed_at', 'is not', null)
        .as('done'),
    )
    .orderBy('e.last_studied_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(INDEX_PAGE_SIZE)
    .offset((page - 1) * INDEX_PAGE_SIZE)
    .execute();
  return {
    page,
    pageSize: INDEX_PAGE_SIZE,
    total: Number(count.n),
    list: rows.map((c) => ({
      id: `course-${c.id}`,
      title: c.title,
      summary: c.summary,
      url: `/course/${c.id}`,
      external: 'N',
      lecturer: c.lecturer_name,
      credits: c.credits,
      minutes: c.study_minutes,
      publishedAt: c.last_studied_at,
      progress: Number(c.chapters) > 0 ? Math.round((Number(c.done ?? 0) / Number(c.chapters)) * 100) : 0,
    })),
  };
}

/**
 * /index/train and /index/activity: the training projects and activities an administrator put on
 * the caller's home task modules (the only store of them until those areas exist, decision 0023).
 */
async function taskList(scope: HomeScope, kind: 'train' | 'activity', page: number): Promise<IndexList> {
  // Trainings are real now (issue 22): the viewer's running ones and those open to everyone.
  if (kind === 'train') {
    const { total, list } = await homeTrainings(scope.db, {
      userId: scope.viewer?.id ?? null,
      language: scope.language,
      now: scope.now,
      limit: INDEX_PAGE_SIZE,
      offset: (page - 1) * INDEX_PAGE_SIZE,
    });
    return { page, pageSize: INDEX_PAGE_SIZE, total, list: list.map((card) => ({ ...card, external: 'N' as const })) };
  }
  const modules = await visibleModulesOfType(scope, 'task');
  const items = (
    await listItemsOf(
      scope,
      modules.filter((m) => m.source === 'items').map((m) => m.id),
    )
  ).filter((item) => item.taskKind === kind);
  return {
    page,
    pageSize: INDEX_PAGE_SIZE,
    total: items.length,
    list: items.slice((page - 1) * INDEX_PAGE_SIZE, page * INDEX_PAGE_SIZE),
  };
}

export function indexList(scope: HomeScope, kind: IndexListKind, page: number): Promise<IndexList> {
  return kind === 'study' ? studyList(scope, page) : taskList(scope, kind, page);
}

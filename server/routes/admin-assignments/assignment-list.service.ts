import { sql, type Kysely } from 'kysely';
import {
  ASSIGNMENT_LIMITS,
  type AssignableItem,
  type AssignmentKind,
  type AssignmentRow,
  type Language,
} from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { localised } from './localised';

type Db = Kysely<Database>;

/** The item picker: what can be assigned now, found by title, newest first. */
export async function assignableItems(
  db: Db,
  query: { kind: AssignmentKind; keyword: string },
  now: number,
  language: Language,
): Promise<AssignableItem[]> {
  const pattern = containsPattern(query.keyword);
  const limit = ASSIGNMENT_LIMITS.pickerSize;
  switch (query.kind) {
    case 'course': {
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('status', '=', 'published')
        .$if(query.keyword !== '', (q) => q.where(likeInsensitive(sql.ref('title'), pattern)))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, startsAt: null, endsAt: null }));
    }
    case 'exam': {
      const rows = await db
        .selectFrom('exams')
        .select(['id', 'name', 'opens_at', 'closes_at'])
        .where('published', '=', 1)
        .where('closes_at', '>', now)
        .$if(query.keyword !== '', (q) => q.where(likeInsensitive(sql.ref('name'), pattern)))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.name, startsAt: r.opens_at, endsAt: r.closes_at }));
    }
    case 'training': {
      // Names are JSON of three languages: the keyword may match any of them.
      const rows = await db
        .selectFrom('trainings')
        .select(['id', 'names', 'starts_at', 'ends_at'])
        .where('status', '!=', 'archived')
        .where('ends_at', '>', now)
        .$if(query.keyword !== '', (q) => q.where(likeInsensitive(sql.ref('names'), pattern)))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: localised(r.names, language),
        startsAt: r.starts_at,
        endsAt: r.ends_at,
      }));
    }
    case 'activity': {
      const rows = await db
        .selectFrom('activities')
        .select(['id', 'title', 'start_at', 'end_at'])
        .where('end_at', '>', now)
        .$if(query.keyword !== '', (q) => q.where(likeInsensitive(sql.ref('title'), pattern)))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, startsAt: r.start_at, endsAt: r.end_at }));
    }
  }
}

function idsOf(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function textsOf(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** How many of an assignment's learners finished its item (a passed exam, a completed course…). */
async function completedOf(db: Db, a: { id: number; kind: string; ref_id: number }): Promise<number> {
  const base = db
    .selectFrom('admin_assignment_learners as l')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('l.assignment_id', '=', a.id);
  const done =
    a.kind === 'course'
      ? base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('course_enrolments as e')
              .select('e.user_id')
              .whereRef('e.user_id', '=', 'l.user_id')
              .where('e.course_id', '=', a.ref_id)
              .where('e.completed_at', 'is not', null),
          ),
        )
      : a.kind === 'exam'
        ? base.where((eb) =>
            eb.exists(
              eb
                .selectFrom('exam_attempts as t')
                .select('t.id')
                .whereRef('t.user_id', '=', 'l.user_id')
                .where('t.exam_id', '=', a.ref_id)
                .where('t.passed', '=', 1),
            ),
          )
        : a.kind === 'training'
          ? base.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('training_enrolments as e')
                  .select('e.id')
                  .whereRef('e.user_id', '=', 'l.user_id')
                  .where('e.training_id', '=', a.ref_id)
                  .where('e.completed_at', 'is not', null),
              ),
            )
          : base.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('activity_registrations as r')
                  .select('r.id')
                  .whereRef('r.user_id', '=', 'l.user_id')
                  .where('r.activity_id', '=', a.ref_id)
                  .where('r.completed_at', 'is not', null),
              ),
            );
  return Number((await done.executeTakeFirstOrThrow()).n);
}

/**
 * Past assignments, newest first: a page of rows on the (eid, created_at, id) index, then for
 * each row its audience size and how many finished — work per page, not per assignment ever made.
 */
export async function listAssignments(
  db: Db,
  query: { kind: 'all' | AssignmentKind; page: number; pageSize: number },
  language: Language,
): Promise<{ page: number; pageSize: number; total: number; capped: boolean; list: AssignmentRow[] }> {
  const filtered = db
    .selectFrom('admin_assignments as a')
    .$if(query.kind !== 'all', (q) => q.where('a.kind', '=', query.kind));
  // Counted up to the cap: counting every assignment ever made would grow with the history.
  const total = await db
    .selectFrom(
      filtered
        .select('a.id')
        .limit(ASSIGNMENT_LIMITS.listTotalCap + 1)
        .as('c'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(total.n);
  const rows = await filtered
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.created_by'))
    .select([
      'a.id',
      'a.kind',
      'a.ref_id',
      'a.title',
      'a.due_at',
      'a.created_at',
      'a.user_ids',
      'a.department_ids',
      'a.posts',
      'u.username',
      'u.account',
    ])
    .select((eb) =>
      eb
        .selectFrom('admin_assignment_learners as l')
        .select((i) => i.fn.countAll<number>().as('n'))
        .whereRef('l.assignment_id', '=', 'a.id')
        .as('learners'),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const departmentIds = [...new Set(rows.flatMap((r) => idsOf(r.department_ids)))];
  const departments =
    departmentIds.length > 0
      ? await db.selectFrom('departments').select(['id', 'name']).where('id', 'in', departmentIds).execute()
      : [];
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const list: AssignmentRow[] = [];
  for (const r of rows) {
    list.push({
      id: r.id,
      kind: r.kind as AssignmentKind,
      refId: r.ref_id,
      title: localised(r.title, language),
      dueAt: r.due_at,
      createdAt: r.created_at,
      createdBy: r.username || r.account || '',
      audience: {
        members: idsOf(r.user_ids).length,
        departments: idsOf(r.department_ids).map((id) => names.get(id) ?? `#${id}`),
        posts: textsOf(r.posts),
      },
      learners: Number(r.learners ?? 0),
      completed: await completedOf(db, r),
    });
  }
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(counted, ASSIGNMENT_LIMITS.listTotalCap),
    capped: counted > ASSIGNMENT_LIMITS.listTotalCap,
    list,
  };
}

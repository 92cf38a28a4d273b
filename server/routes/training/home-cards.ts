import type { Language } from '../../../protocol';
import { visibleToMember } from '../admin-members';
import { localise, type Db } from './training-scope';

export interface TaskCard {
  id: string;
  title: string;
  summary: string;
  url: string;
  taskKind: 'course' | 'exam' | 'train';
  endsAt?: number;
}

/**
 * Trainings for the home page (/index/train): the member's running or upcoming ones and those open
 * to everyone; a visitor sees only the open ones. Archived and ended ones are left out.
 */
export async function homeTrainings(
  db: Db,
  input: { userId: number | null; language: Language; now: number; limit: number; offset: number },
): Promise<{ total: number; list: TaskCard[] }> {
  const base = db
    .selectFrom('trainings as t')
    .where('t.status', '=', 'published')
    .where('t.ends_at', '>', input.now)
    .where((eb) => {
      const open = eb('t.audience', '=', 'all');
      if (input.userId === null) return open;
      // Decision 0054: a training hidden from this member is not on their home, enrolled or not.
      return eb.and([
        visibleToMember(eb, 'training', input.userId, 't.id'),
        eb.or([
          open,
          eb.exists(
            eb
              .selectFrom('training_enrolments as e')
              .select('e.id')
              .whereRef('e.training_id', '=', 't.id')
              .where('e.user_id', '=', input.userId)
              .where('e.completed_at', 'is', null),
          ),
        ]),
      ]);
    });
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['t.id', 't.names', 't.descriptions', 't.ends_at'])
    .orderBy('t.starts_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    total: Number(count.n),
    list: rows.map((row) => ({
      id: `train-${row.id}`,
      title: localise(row.names, input.language),
      summary: localise(row.descriptions, input.language),
      url: `/training/train-detail/${row.id}`,
      taskKind: 'train',
      endsAt: row.ends_at,
    })),
  };
}

/**
 * The home "My tasks" module: the member's unfinished assigned courses and exams and running
 * trainings, the soonest due first (no due date last), one page of them.
 */
export async function homeTaskCards(
  db: Db,
  input: { userId: number; language: Language; now: number; limit: number; offset: number },
): Promise<{ total: number; list: TaskCard[] }> {
  const assigned = await db
    .selectFrom('task_assignments as a')
    .leftJoin('courses as c', (join) => join.onRef('c.id', '=', 'a.ref_id').on('a.kind', '=', 'course'))
    .leftJoin('exams as x', (join) => join.onRef('x.id', '=', 'a.ref_id').on('a.kind', '=', 'exam'))
    .leftJoin('course_enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'a.ref_id').onRef('e.user_id', '=', 'a.user_id').on('a.kind', '=', 'course'),
    )
    .select(['a.id', 'a.kind', 'a.ref_id', 'a.due_at', 'c.title', 'x.name', 'x.closes_at'])
    .where('a.user_id', '=', input.userId)
    .where('e.completed_at', 'is', null)
    .where((eb) => eb.or([eb('a.kind', '=', 'course'), eb('x.closes_at', '>', input.now)]))
    .orderBy('a.assigned_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(50)
    .execute();
  const cards: TaskCard[] = assigned.map((row) => ({
    id: `${row.kind}-task-${row.id}`,
    title: row.kind === 'course' ? (row.title ?? '') : (row.name ?? ''),
    summary: '',
    url: row.kind === 'course' ? `/course/${row.ref_id}` : `/task/exam/excessive/${row.ref_id}`,
    taskKind: row.kind,
    ...(row.due_at != null ? { endsAt: row.due_at } : row.closes_at != null ? { endsAt: row.closes_at } : {}),
  }));
  const trainings = await homeTrainings(db, { ...input, limit: 50, offset: 0 });
  const all = [...cards, ...trainings.list].sort((a, b) => (a.endsAt ?? Infinity) - (b.endsAt ?? Infinity));
  return { total: all.length, list: all.slice(input.offset, input.offset + input.limit) };
}

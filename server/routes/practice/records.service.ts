import { sql } from 'kysely';
import {
  ErrorCode,
  PRACTICE_LIMITS,
  type AccuracyDay,
  type ExerciseRecord,
  type ExerciseRecordDetail,
  type ExerciseRecordList,
} from '../../../protocol';
import type { PracticeSession } from '../../db/schema-practice';
import { AppError } from '../../pipeline/app-error';
import { parseJsonList } from '../../lib/json-list';
import { previousDay } from '../../lib/local-day';
import { optionsOf } from './answer-check';
import type { PracticeScope } from './practice-scope';
import { presentResult, questionsByIds } from './practice-questions';

const DAY_MS = 86_400_000;

const accuracyOf = (right: number, wrong: number) =>
  right + wrong === 0 ? 0 : Math.round((right / (right + wrong)) * 1000) / 10;

function presentRecord(s: PracticeSession): ExerciseRecord {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    startedAt: s.started_at,
    updatedAt: s.updated_at,
    total: parseJsonList(s.question_ids).length,
    answered: s.answered,
    right: s.right_count,
    wrong: s.wrong_count,
    accuracy: accuracyOf(s.right_count, s.wrong_count),
  };
}

/** Checked answers per local day of the last PRACTICE_LIMITS.chartDays days, oldest first. */
async function accuracyChart(scope: PracticeScope): Promise<AccuracyDay[]> {
  const days = [scope.today];
  while (days.length < PRACTICE_LIMITS.chartDays) days.unshift(previousDay(days[0]!));
  const offsetMs = Math.trunc(scope.offsetMinutes * 60_000);
  const from = Date.parse(`${days[0]}T00:00:00Z`) - offsetMs;
  // The local day as a whole number of days since 1970, by integer division, the same on SQLite and
  // PostgreSQL (no date functions). The offset is a literal so GROUP BY repeats the selected
  // expression exactly: PostgreSQL does not match two different parameters as the same expression.
  const dayNumber = sql<number>`cast((checked_at + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)} as integer)`;
  const rows = await scope.db
    .selectFrom('practice_answers')
    .select([
      dayNumber.as('day'),
      (eb) => eb.fn.countAll<number>().as('answered'),
      (eb) => eb.fn.sum<number>('correct').as('right'),
    ])
    .where('user_id', '=', scope.user.id)
    .where('checked_at', '>=', from)
    .groupBy(dayNumber)
    .execute();
  const byDay = new Map(rows.map((r) => [new Date(Number(r.day) * DAY_MS).toISOString().slice(0, 10), r]));
  return days.map((day) => {
    const r = byDay.get(day);
    const answered = Number(r?.answered ?? 0);
    const right = Number(r?.right ?? 0);
    return { day, answered, right, accuracy: answered ? accuracyOf(right, answered - right) : null };
  });
}

/** practice/records: the learner's practice sessions, latest first, and the accuracy chart. */
export async function listRecords(scope: PracticeScope, page: number): Promise<ExerciseRecordList> {
  const pageSize = PRACTICE_LIMITS.recordsPageSize;
  const base = scope.db.selectFrom('practice_sessions').where('user_id', '=', scope.user.id);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: rows.map(presentRecord), total: Number(n), page, pageSize, chart: await accuracyChart(scope) };
}

/** practice/record: one session with every answer (another learner's session is NOT_FOUND). */
export async function recordDetail(scope: PracticeScope, id: number): Promise<ExerciseRecordDetail> {
  const session = await scope.db
    .selectFrom('practice_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (!session) throw new AppError(ErrorCode.NOT_FOUND);
  const answers = await scope.db
    .selectFrom('practice_answers')
    .select(['question_id', 'answer', 'correct'])
    .where('session_id', '=', session.id)
    .orderBy('id')
    .execute();
  const questions = new Map(
    (
      await questionsByIds(
        scope.db,
        scope.enterprise.id,
        answers.map((a) => a.question_id),
      )
    ).map((q) => [q.id, q]),
  );
  return {
    record: presentRecord(session),
    items: answers.flatMap((a) => {
      const q = questions.get(a.question_id);
      return q ? [{ ...presentResult(q, a.answer, a.correct), type: q.type, stem: q.stem, options: optionsOf(q) }] : [];
    }),
  };
}

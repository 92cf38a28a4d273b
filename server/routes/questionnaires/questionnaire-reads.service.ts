import { sql, type Selectable } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type {
  OptionCounts,
  QuestionnaireDetail,
  QuestionnaireList,
  QuestionnaireSummary,
  questionnaireListParamsSchema,
} from '../../../protocol/schemas/questionnaires';
import type { z } from 'zod';

import type { QuestionnairesTable } from '../../db/schema-questionnaires';
import { AppError } from '../../pipeline/app-error';
import { columnText, presentQuestions, ruleQuestions } from './questionnaire-text';
import { questionnaireState } from './questionnaire-state';
import { readCount } from '../../db/list-counts';
import { questionnaireTotal } from './questionnaire-totals';
import type { MemberScope, QuestionnaireScope } from './questionnaire-scope';

type Row = Selectable<QuestionnairesTable>;
type ListInput = z.output<typeof questionnaireListParamsSchema>;

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);

function summaryOf(row: Row, submitted: boolean, scope: QuestionnaireScope): QuestionnaireSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: columnText(row.title, scope.language),
    state: questionnaireState(row, scope.now),
    anonymous: row.anonymous === 1,
    onceOnly: row.once_only === 1,
    participants: row.show_count === 1 ? row.participants : null,
    submitted,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    questionCount: ruleQuestions(row.questions).length,
  };
}

/**
 * GET /v1/questionnaire/list: the enterprise's published questionnaires (all), or the ones I took
 * part in (mine), newest first; a state filter by the server's clock.
 */
export async function listQuestionnaires(scope: MemberScope, input: ListInput): Promise<QuestionnaireList> {
  if (input.scope === 'mine') return listMine(scope, input);
  const { db, now, userId } = scope;
  // The filters alone for the total (no join: counting N rows stays one index scan), the join for the page.
  let filtered = db.selectFrom('questionnaires').where('questionnaires.published', '=', 1);
  if (input.state === 'not_started') filtered = filtered.where('questionnaires.starts_at', '>', now);
  if (input.state === 'ended') filtered = filtered.where('questionnaires.ends_at', '<=', now);
  if (input.state === 'open')
    filtered = filtered.where('questionnaires.starts_at', '<=', now).where('questionnaires.ends_at', '>', now);
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('questionnaire_participants as p', (join) =>
        join.onRef('p.questionnaire_id', '=', 'questionnaires.id').on('p.user_id', '=', userId),
      )
      .selectAll('questionnaires')
      .select(sql<number>`case when p.user_id is null then 0 else 1 end`.as('submitted'))
      .orderBy('questionnaires.starts_at', 'desc')
      .orderBy('questionnaires.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    // A total from counters kept on write (migration 0048, decision 0066), "ended" from the rows.
    questionnaireTotal(db, input.state, now).then((n) =>
      n === null ? filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : { n },
    ),
  ]);
  return {
    list: rows.map((row) => summaryOf(row, Number(row.submitted) === 1, scope)),
    total: Number(count.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The ones I took part in, latest first: read from my participations (index on user and time). */
async function listMine(scope: MemberScope, input: ListInput): Promise<QuestionnaireList> {
  const { db, now, userId } = scope;
  let mine = db
    .selectFrom('questionnaire_participants as p')
    .innerJoin('questionnaires', 'questionnaires.id', 'p.questionnaire_id')
    .where('p.user_id', '=', userId)
    .where('questionnaires.published', '=', 1);
  if (input.state === 'not_started') mine = mine.where('questionnaires.starts_at', '>', now);
  if (input.state === 'ended') mine = mine.where('questionnaires.ends_at', '<=', now);
  if (input.state === 'open')
    mine = mine.where('questionnaires.starts_at', '<=', now).where('questionnaires.ends_at', '>', now);
  const [rows, count] = await Promise.all([
    mine
      .selectAll('questionnaires')
      .orderBy('p.last_at', 'desc')
      .orderBy('p.questionnaire_id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    // All of mine: a counter per learner kept on write (migration 0048); a state filter counts.
    input.state === 'all'
      ? readCount(db, 'questionnaires', `u${userId}`).then((n) => ({ n }))
      : mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => summaryOf(row, true, scope)),
    total: Number(count.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function publishedQuestionnaire(db: QuestionnaireScope['db'], id: number): Promise<Row> {
  const row = await db
    .selectFrom('questionnaires')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A vote's counts per question and option (only the choice questions are counted). */
export async function optionCounts(db: QuestionnaireScope['db'], questionnaireId: number): Promise<OptionCounts> {
  const rows = await db
    .selectFrom('questionnaire_option_counts')
    .select(['question_id', 'option_id', 'votes'])
    .where('questionnaire_id', '=', questionnaireId)
    .orderBy('question_id')
    .orderBy('option_id')
    .execute();
  const counts: OptionCounts = {};
  for (const r of rows) (counts[r.question_id] ??= {})[r.option_id] = r.votes;
  return counts;
}

export async function hasSubmitted(db: QuestionnaireScope['db'], questionnaireId: number, userId: number) {
  const row = await db
    .selectFrom('questionnaire_participants')
    .select('times')
    .where('questionnaire_id', '=', questionnaireId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /v1/questionnaire/detail: the questions in the caller's language and whether they may
 * submit. A visitor (the transition page is exempt from sign-in) sees the public face only.
 */
export async function questionnaireDetail(scope: QuestionnaireScope, id: number): Promise<QuestionnaireDetail> {
  const row = await publishedQuestionnaire(scope.db, id);
  const submitted = scope.userId === null ? false : await hasSubmitted(scope.db, id, scope.userId);
  const summary = summaryOf(row, submitted, scope);
  const refusal =
    summary.state !== 'open'
      ? summary.state
      : scope.userId === null
        ? 'sign_in'
        : row.once_only === 1 && submitted
          ? 'once_only'
          : null;
  const showCounts = row.show_results === 1 && (row.kind === 'vote' || submitted);
  return {
    ...summary,
    intro: columnText(row.intro, scope.language),
    questions: scope.userId === null ? [] : presentQuestions(row.questions, scope.language),
    canSubmit: refusal === null,
    refusal,
    counts: showCounts && scope.userId !== null ? await optionCounts(scope.db, id) : null,
  };
}

/** GET /v1/questionnaire/counts: a vote's live counts, where the questionnaire shows them. */
export async function questionnaireCounts(scope: MemberScope, id: number) {
  const row = await publishedQuestionnaire(scope.db, id);
  if (row.show_results !== 1) throw new AppError(ErrorCode.FORBIDDEN);
  return {
    participants: row.show_count === 1 ? row.participants : null,
    counts: await optionCounts(scope.db, id),
  };
}

import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type AttachmentRef, type QuestionOption, type QuestionType } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { parseJsonList, parseStringList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import { attachmentsOf } from './attempt-answers';
import { paperOf } from './exam-scope';
import { roundScore } from './scoring';

/**
 * The grading core the admin grading calls (E3) build on (decision 0026 "Grading"). Papers with
 * answered essays wait in `pending_grading`; grading stores each essay's score and comment,
 * and once no essay is left ungraded recomputes the total, decides qualified/unqualified and
 * emits `exam.paper.graded` — all inside the caller's transaction. Everything is scoped by eid.
 */
export interface EssayScore {
  questionId: number;
  score: number;
  comment: string;
}

export interface GradedPaper {
  attemptId: number;
  examId: number;
  userId: number;
  /** False while some essay of the paper still has no score (the paper stays pending). */
  complete: boolean;
  score: number | null;
  passed: boolean | null;
}

export async function applyEssayScores(
  trx: Transaction<Database>,
  input: { eid: number; attemptId: number; scores: readonly EssayScore[]; gradedBy: number; now: number },
): Promise<GradedPaper> {
  // Locked: two graders of one paper (a double click, a colleague) take turns; the second finds it scored.
  const attempt = await trx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', input.attemptId)
    .$call((q) => forUpdate(trx, q))
    .executeTakeFirst();
  if (!attempt) throw new AppError(ErrorCode.NOT_FOUND);
  if (attempt.status !== 'pending_grading')
    throw new AppError(ErrorCode.EXAM_NOT_GRADABLE, { data: { status: attempt.status } });
  const exam = await trx.selectFrom('exams').selectAll().where('id', '=', attempt.exam_id).executeTakeFirstOrThrow();
  const essays = new Map((await paperOf(trx, exam)).filter((q) => q.type === 'essay').map((q) => [q.id, q]));

  // Validate the whole batch before writing any of it.
  for (const s of input.scores) {
    const question = essays.get(s.questionId);
    if (!question) throw new AppError(ErrorCode.EXAM_QUESTION_NOT_ON_PAPER, { data: { questionIds: [s.questionId] } });
    if (!Number.isFinite(s.score) || s.score < 0 || s.score > question.score)
      throw new AppError(ErrorCode.EXAM_SCORE_OUT_OF_RANGE, {
        data: { questionId: s.questionId, max: question.score },
      });
  }
  for (const s of input.scores) {
    const full = essays.get(s.questionId)!.score;
    const score = roundScore(s.score);
    await trx
      .updateTable('exam_answers')
      .set({ score, correct: score >= full ? 1 : 0, comment: s.comment.slice(0, 2000) })
      .where('attempt_id', '=', attempt.id)
      .where('question_id', '=', s.questionId)
      .execute();
  }

  const answers = await trx
    .selectFrom('exam_answers')
    .select(['question_id', 'score'])
    .where('attempt_id', '=', attempt.id)
    .execute();
  const ungraded = answers.some((a) => a.score === null && essays.has(a.question_id));
  const base = { attemptId: attempt.id, examId: exam.id, userId: attempt.user_id };
  if (ungraded) return { ...base, complete: false, score: null, passed: null };

  const total = roundScore(answers.reduce((sum, a) => sum + (a.score ?? 0), 0));
  const passed = total >= exam.pass_score;
  await trx
    .updateTable('exam_attempts')
    .set({ status: 'scored', score: total, passed: passed ? 1 : 0, graded_at: input.now, graded_by: input.gradedBy })
    .where('id', '=', attempt.id)
    .where('status', '=', 'pending_grading')
    .execute();
  await emitDomainEvent(trx, {
    type: 'exam.paper.graded',
    eid: input.eid,
    at: input.now,
    examId: exam.id,
    attemptId: attempt.id,
    userId: attempt.user_id,
    examName: exam.name,
    score: total,
    passed,
  });
  return { ...base, complete: true, score: total, passed };
}

export interface PaperToGrade {
  attemptId: number;
  examId: number;
  examName: string;
  userId: number;
  userName: string;
  account: string;
  submittedAt: number;
  /** Objective part already scored. */
  objectiveScore: number;
  ungradedEssays: number;
}

/** Papers waiting for grading in the enterprise, oldest hand-in first (optionally of one exam). */
export async function listPapersToGrade(
  db: Kysely<Database>,
  eid: number,
  page: { page: number; pageSize: number; examId?: number },
): Promise<{ list: PaperToGrade[]; total: number }> {
  let base = db.selectFrom('exam_attempts').where('exam_attempts.status', '=', 'pending_grading');
  if (page.examId !== undefined) base = base.where('exam_attempts.exam_id', '=', page.examId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .innerJoin('users', 'users.id', 'exam_attempts.user_id')
    .select([
      'exam_attempts.id',
      'exam_attempts.exam_id',
      'exams.name',
      'exam_attempts.user_id',
      'users.username',
      'users.account',
      'exam_attempts.submitted_at',
      'exam_attempts.objective_score',
    ])
    .select((eb) =>
      eb
        .selectFrom('exam_answers')
        .innerJoin('questions', 'questions.id', 'exam_answers.question_id')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('exam_answers.attempt_id', '=', 'exam_attempts.id')
        .where('questions.type', '=', 'essay')
        .where('exam_answers.score', 'is', null)
        .as('ungraded'),
    )
    .orderBy('exam_attempts.submitted_at')
    .orderBy('exam_attempts.id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return {
    total: Number(n),
    list: rows.map((r) => ({
      attemptId: r.id,
      examId: r.exam_id,
      examName: r.name,
      userId: r.user_id,
      userName: r.username,
      account: r.account,
      submittedAt: r.submitted_at ?? 0,
      objectiveScore: r.objective_score ?? 0,
      ungradedEssays: Number(r.ungraded ?? 0),
    })),
  };
}

export interface GradingQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  blanks: number;
  /** The question's full score on this paper. */
  fullScore: number;
  referenceAnswer: string[];
  analysis: string;
  answer: string[];
  attachments: AttachmentRef[];
  /** null for an essay not graded yet. */
  score: number | null;
  correct: boolean | null;
  comment: string;
}

export interface PaperForGrading {
  attemptId: number;
  examId: number;
  examName: string;
  userId: number;
  userName: string;
  status: 'open' | 'pending_grading' | 'scored';
  submittedAt: number | null;
  objectiveScore: number | null;
  score: number | null;
  passScore: number;
  fullMarks: number;
  questions: GradingQuestion[];
}

/** One paper with reference answers and the learner's answers; another enterprise's attempt is NOT_FOUND. */
export async function paperForGrading(db: Kysely<Database>, eid: number, attemptId: number): Promise<PaperForGrading> {
  const attempt = await db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
  if (!attempt) throw new AppError(ErrorCode.NOT_FOUND);
  const exam = await db.selectFrom('exams').selectAll().where('id', '=', attempt.exam_id).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select(['username']).where('id', '=', attempt.user_id).executeTakeFirst();
  const paper = await paperOf(db, exam);
  const answers = new Map(
    (await db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', attempt.id).execute()).map((a) => [
      a.question_id,
      a,
    ]),
  );
  const files = await attachmentsOf(db, attempt);
  return {
    attemptId: attempt.id,
    examId: exam.id,
    examName: exam.name,
    userId: attempt.user_id,
    userName: user?.username ?? '',
    status: attempt.status,
    submittedAt: attempt.submitted_at,
    objectiveScore: attempt.objective_score,
    score: attempt.score,
    passScore: exam.pass_score,
    fullMarks: roundScore(paper.reduce((sum, q) => sum + q.score, 0)),
    questions: paper.map((q) => {
      const a = answers.get(q.id);
      return {
        id: q.id,
        type: q.type,
        stem: q.stem,
        options: q.options,
        blanks: q.blanks,
        fullScore: q.score,
        referenceAnswer: q.answer,
        analysis: q.analysis,
        answer: a ? parseStringList(a.answer) : [],
        attachments: a
          ? parseJsonList<number>(a.attachments)
              .map((id) => files.get(id))
              .filter((f): f is AttachmentRef => f !== undefined)
          : [],
        score: a?.score ?? null,
        correct: a?.correct === null || a?.correct === undefined ? null : a.correct === 1,
        comment: a?.comment ?? '',
      };
    }),
  };
}

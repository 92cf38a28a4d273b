import type { Kysely } from 'kysely';
import { ErrorCode, type GradingPaper, type GradingQueue } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { listPapersToGrade, paperForGrading } from '../exams';

/**
 * Reads of the grading pages (decision 0028): E1's grading core supplies the papers; this adds
 * what the administrators' screens show beside them (account, make-up flag, full marks, the
 * exams filter). Every query is scoped by the caller's enterprise.
 */
const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10;

export async function gradingQueue(
  db: Kysely<Database>,
  eid: number,
  params: { page: number; pageSize: number; examId?: number | undefined },
): Promise<GradingQueue> {
  const { list, total } = await listPapersToGrade(db, eid, {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.examId !== undefined ? { examId: params.examId } : {}),
  });
  const attemptIds = list.map((paper) => paper.attemptId);
  const examIds = [...new Set(list.map((paper) => paper.examId))];
  const makeups = attemptIds.length
    ? await db.selectFrom('exam_attempts').select(['id', 'makeup']).where('id', 'in', attemptIds).execute()
    : [];
  const fullMarks = examIds.length
    ? await db
        .selectFrom('exam_questions')
        .innerJoin('exams', 'exams.id', 'exam_questions.exam_id')
        .where('exam_questions.exam_id', 'in', examIds)
        .select(['exam_questions.exam_id as examId', (eb) => eb.fn.sum<number>('exam_questions.score').as('full')])
        .groupBy('exam_questions.exam_id')
        .execute()
    : [];
  const waiting = await db
    .selectFrom('exam_attempts')
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .where('exam_attempts.status', '=', 'pending_grading')
    .select(['exams.id', 'exams.name', (eb) => eb.fn.countAll<number>().as('waiting')])
    .groupBy(['exams.id', 'exams.name'])
    .orderBy('exams.name')
    .orderBy('exams.id')
    .limit(200)
    .execute();
  const makeupOf = new Map(makeups.map((row) => [row.id, row.makeup === 1]));
  const fullOf = new Map(fullMarks.map((row) => [row.examId, round1(Number(row.full ?? 0))]));
  return {
    list: list.map((paper) => ({
      attemptId: paper.attemptId,
      examId: paper.examId,
      examName: paper.examName,
      learnerName: paper.userName || paper.account,
      learnerAccount: paper.account,
      submittedAt: paper.submittedAt,
      makeup: makeupOf.get(paper.attemptId) ?? false,
      objectiveScore: paper.objectiveScore,
      fullScore: fullOf.get(paper.examId) ?? 0,
      essayCount: paper.ungradedEssays,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
    exams: waiting.map((row) => ({ id: row.id, name: row.name, waiting: Number(row.waiting) })),
  };
}

/** One paper for the grader; another enterprise's attempt is NOT_FOUND (the core checks). */
export async function gradingPaper(db: Kysely<Database>, eid: number, attemptId: number): Promise<GradingPaper> {
  const paper = await paperForGrading(db, eid, attemptId);
  // A paper still being answered is nobody's to grade yet (and its answers may still change).
  if (paper.status === 'open') throw new AppError(ErrorCode.EXAM_NOT_GRADABLE, { data: { status: paper.status } });
  const extra = await db
    .selectFrom('exam_attempts')
    .innerJoin('users', 'users.id', 'exam_attempts.user_id')
    .where('exam_attempts.id', '=', attemptId)
    .select(['exam_attempts.makeup', 'exam_attempts.passed', 'users.account'])
    .executeTakeFirst();
  const graded = paper.status === 'scored';
  return {
    attemptId: paper.attemptId,
    examId: paper.examId,
    examName: paper.examName,
    learnerName: paper.userName || (extra?.account ?? ''),
    learnerAccount: extra?.account ?? '',
    submittedAt: paper.submittedAt ?? 0,
    makeup: extra?.makeup === 1,
    fullScore: paper.fullMarks,
    passScore: paper.passScore,
    objectiveScore: paper.objectiveScore ?? 0,
    state: graded ? 'graded' : 'waiting',
    totalScore: graded ? paper.score : null,
    passed: graded && extra?.passed !== null && extra?.passed !== undefined ? extra.passed === 1 : null,
    questions: paper.questions.map((q) => ({
      questionId: q.id,
      type: q.type,
      stem: q.stem,
      options: q.options,
      score: q.fullScore,
      referenceAnswer: q.referenceAnswer,
      analysis: q.analysis,
      learnerAnswer: q.answer,
      attachments: q.attachments.map((file) => ({ id: file.id, name: file.name, url: file.url })),
      awardedScore: q.score,
      comment: q.comment,
    })),
  };
}

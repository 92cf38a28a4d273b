import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ErrorCode } from '../../../protocol';
import {
  FEEDBACK_LIMITS,
  type FeedbackReport,
  type feedbackReportParamsSchema,
} from '../../../protocol/schemas/feedback';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';

export type ReportInput = z.output<typeof feedbackReportParamsSchema>;

/** Who reports, in which enterprise (ctx.db is scoped to it), when. */
export interface FeedbackScope {
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND);

/**
 * The report names something of the caller's enterprise: the chapter of that course, or an
 * exam (and, if given, a question on its paper). Anything else is NOT_FOUND, and nothing is kept.
 */
async function checkSubject(db: Kysely<Database> | Transaction<Database>, input: ReportInput): Promise<void> {
  if (input.source === 'course') {
    const chapter = await db
      .selectFrom('course_chapters')
      .select('id')
      .where('id', '=', input.chapterId!)
      .where('course_id', '=', input.courseId!)
      .executeTakeFirst();
    if (!chapter) throw notFound();
    return;
  }
  const exam = await db
    .selectFrom('exams')
    .select('id')
    .where('id', '=', input.examId!)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!exam) throw notFound();
  if (input.questionId !== undefined) {
    const onPaper = await db
      .selectFrom('exam_questions')
      .select('question_id')
      .where('exam_id', '=', exam.id)
      .where('question_id', '=', input.questionId)
      .executeTakeFirst();
    if (!onPaper) throw notFound();
  }
}

/**
 * POST /v1/feedback/report: keep one error report (description trimmed, 1-500 characters by the
 * schema). A learner may send a few within a short window; more are refused with the time to
 * wait, so a stuck key or a script cannot fill the table.
 */
export async function fileReport(scope: FeedbackScope, input: ReportInput): Promise<FeedbackReport> {
  const since = scope.now - FEEDBACK_LIMITS.windowMinutes * 60_000;
  // Count and insert in one transaction with the learner's row locked (PostgreSQL; SQLite runs one
  // writer at a time): a burst of parallel reports cannot all count the same few and pass the limit.
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.userId);
    const recent = await trx
      .selectFrom('feedback_reports')
      .select('created_at')
      .where('user_id', '=', scope.userId)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (recent.length >= FEEDBACK_LIMITS.perWindow) {
      const retryAt =
        recent[recent.length - FEEDBACK_LIMITS.perWindow]!.created_at + FEEDBACK_LIMITS.windowMinutes * 60_000;
      throw new AppError(ErrorCode.FEEDBACK_TOO_FREQUENT, {
        data: { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - scope.now) / 1000)) },
      });
    }
    await checkSubject(trx, input);
    const course = input.source === 'course';
    const row = await trx
      .insertInto('feedback_reports')
      .values({
        eid: scope.eid,
        user_id: scope.userId,
        source: input.source,
        kind: input.kind,
        description: input.description,
        course_id: course ? input.courseId! : null,
        chapter_id: course ? input.chapterId! : null,
        exam_id: course ? null : input.examId!,
        question_id: course ? null : (input.questionId ?? null),
        position: input.position,
        created_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, createdAt: scope.now };
  });
}

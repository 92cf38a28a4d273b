import { ErrorCode, type StartAttempt } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { closeOverdueOf } from './attempt-finalize';
import { gateMetFor } from './course-gate';
import { REFUSAL_CODES } from './exam.presenter';
import { attemptsOf, questionCounts, visibleExam, type Db, type ExamScope } from './exam-scope';
import { deadlineFor, learnerExamState, type ExamRow } from './exam-state';

/** A device the learner has not used for this exam yet counts against the exam's device limit. */
async function admitDevice(trx: Db, exam: ExamRow, userId: number, deviceId: string, now: number): Promise<void> {
  if (exam.device_limit > 0) {
    const devices = await trx
      .selectFrom('exam_devices')
      .select('device_id')
      .where('exam_id', '=', exam.id)
      .where('user_id', '=', userId)
      .execute();
    const known = devices.some((d) => d.device_id === deviceId);
    if (!known && devices.length >= exam.device_limit)
      throw new AppError(ErrorCode.EXAM_DEVICE_LIMIT, { data: { limit: exam.device_limit } });
  }
  await trx
    .insertInto('exam_devices')
    .values({ eid: exam.eid, exam_id: exam.id, user_id: userId, device_id: deviceId, first_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * POST /v1/exam/attempt/start: resume the open attempt or open a new one (decision 0026 "Entry").
 * Every refusal of the transition page is enforced here again — late entry, window, attempts,
 * make-up rule, interval, grading pending, offline — plus the device limit. One transaction with
 * the attempt number unique per (exam, user): a double click opens one attempt and the second
 * click resumes it.
 */
export async function startAttempt(
  scope: ExamScope,
  input: { examId: number; deviceId: string },
): Promise<StartAttempt> {
  const { db, eid, userId, now } = scope;
  await visibleExam(db, eid, userId, input.examId);
  await closeOverdueOf(db, { userId, examId: input.examId }, now);
  return db.transaction().execute(async (trx) => {
    // One learner's starts run one at a time on every engine (PostgreSQL: a row lock), so a double
    // click resumes the attempt the first click opened instead of colliding on its number.
    await lockLearner(trx, userId);
    const exam = await visibleExam(trx, eid, userId, input.examId);
    const attempts = await attemptsOf(trx, eid, userId, exam.id);
    const count = (await questionCounts(trx, [exam.id])).get(exam.id)?.count ?? 0;
    const state = learnerExamState(exam, attempts, now, count, await gateMetFor(trx, userId, exam));
    if (state.openAttempt) {
      await admitDevice(trx, exam, userId, input.deviceId, now);
      const open = state.openAttempt;
      return {
        attemptId: open.id,
        resumed: true,
        makeup: open.makeup === 1,
        startedAt: open.started_at,
        deadlineAt: open.deadline_at,
        serverNow: now,
      };
    }
    if (!state.canEnter) {
      const refusal = state.refusal ?? 'ended';
      const gate =
        refusal === 'course_not_completed' ? { courseId: exam.course_id, chapterId: exam.gate_chapter_id } : {};
      throw new AppError(REFUSAL_CODES[refusal], { data: { refusal, availableAt: state.availableAt, ...gate } });
    }
    await admitDevice(trx, exam, userId, input.deviceId, now);
    const number = attempts.reduce((max, a) => Math.max(max, a.number), 0) + 1;
    const deadlineAt = deadlineFor(exam, state.makeup, now);
    const row = await trx
      .insertInto('exam_attempts')
      .values({
        eid,
        exam_id: exam.id,
        user_id: userId,
        number,
        makeup: state.makeup ? 1 : 0,
        device_id: input.deviceId,
        status: 'open',
        started_at: now,
        deadline_at: deadlineAt,
        submitted_at: null,
        submit_reason: null,
        objective_score: null,
        score: null,
        passed: null,
        graded_at: null,
        graded_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { attemptId: row.id, resumed: false, makeup: state.makeup, startedAt: now, deadlineAt, serverNow: now };
  });
}

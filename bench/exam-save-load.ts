import { callOnce, signedCall, type LoadTarget } from './api-load';
import type { LongExam } from './fixtures/long-exam';

export interface ExamSaveCheck {
  /** Save requests built (autocannon stops mid-flight, so the last few may never arrive). */
  sent: number;
  /** Answers stored for the attempt, and the highest seq among them. */
  stored: number;
  highestSeq: number;
}

/**
 * The answer save under load (issue 8): a real attempt of `learner` on the bench's 200-question
 * exam, opened through the real start call; every request then saves one single-choice answer,
 * as the page's debounced batch carries one changed question, through POST /v1/exam/attempt/save.
 * The seq is the request number, so each save is newer than every earlier one of its question
 * and the server stores it (none is ignored as stale); `check` reads the attempt back (through
 * `readBack`, which reads the server's database).
 */
export async function examSaveTarget(
  baseUrl: string,
  readBack: (attemptId: number, sent: number) => Promise<ExamSaveCheck>,
  exam: LongExam,
  session: { token: string; userid: string },
  flags: string[],
) {
  const who = { eid: 1, flags, ...session };
  const { attemptId } = await callOnce<{ attemptId: number }>(
    baseUrl,
    '/v1/exam/attempt/start',
    { examId: String(exam.examId), deviceId: 'bench-api-device-01' },
    { ...who, method: 'POST' },
  );
  const singles = exam.questions.filter((q) => q.type === 'single').map((q) => q.id);
  let sent = 0;
  const params = (n: number) => {
    sent = n;
    const answer = { questionId: singles[n % singles.length]!, values: ['ABCD'[n % 4]!], attachmentIds: [], seq: n };
    return { attemptId: String(attemptId), answers: JSON.stringify([answer]) };
  };
  const target: LoadTarget = {
    name: 'examAnswerSave',
    next: signedCall('/v1/exam/attempt/save', params, { ...who, method: 'POST' }),
  };
  const check = () => readBack(attemptId, sent);
  return { target, check, attemptId };
}

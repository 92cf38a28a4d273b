import { ErrorCode, type ScormState } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { loadStudyTarget } from './study-access';
import { completeChapter, completeCourseIfDone } from './study-completion';
import { ensureEnrolment } from './study-session.service';
import type { StudyScope } from './study-scope';

const FINISHED = ['completed', 'passed'];

async function scormChapter(scope: StudyScope, courseId: number, chapterId: number, preview: boolean) {
  const target = await loadStudyTarget(scope, courseId, chapterId, preview);
  if (target.chapter.kind !== 'scorm') throw new AppError(ErrorCode.STUDY_MEDIA_UNAVAILABLE);
  return target;
}

/** getScormCompleted: what the package stored for this learner (the SCORM API's LMSGetValue). */
export async function getScormState(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
  preview: boolean,
): Promise<ScormState> {
  const target = await scormChapter(scope, courseId, chapterId, preview);
  if (target.preview) return { lessonStatus: 'not attempted', lessonLocation: '', suspendData: '', completed: false };
  const row = await scope.db
    .selectFrom('scorm_states')
    .selectAll()
    .where('user_id', '=', scope.user.id)
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst();
  const lessonStatus = row?.lesson_status ?? 'not attempted';
  return {
    lessonStatus,
    lessonLocation: row?.lesson_location ?? '',
    suspendData: row?.suspend_data ?? '',
    completed: FINISHED.includes(lessonStatus),
  };
}

export interface ScormInput {
  courseId: number;
  chapterId: number;
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
  preview: boolean;
}

/**
 * setScormCompleted: the package's LMSCommit. A completed (or passed) status finishes the chapter
 * once and may complete the course; a finished chapter never goes back to incomplete.
 */
export async function setScormState(
  scope: StudyScope,
  input: ScormInput,
): Promise<ScormState & { courseCompletedNow: boolean }> {
  const target = await scormChapter(scope, input.courseId, input.chapterId, input.preview);
  if (target.preview)
    return {
      lessonStatus: input.lessonStatus,
      lessonLocation: input.lessonLocation,
      suspendData: input.suspendData,
      completed: FINISHED.includes(input.lessonStatus),
      courseCompletedNow: false,
    };
  return scope.db.transaction().execute(async (trx) => {
    // The learner's row first, as in every per-learner transaction (no lock-order deadlock on PostgreSQL).
    await lockLearner(trx, scope.user.id);
    await ensureEnrolment(trx, scope, input.courseId, input.chapterId);
    const existing = await trx
      .selectFrom('scorm_states')
      .select('lesson_status')
      .where('user_id', '=', scope.user.id)
      .where('chapter_id', '=', input.chapterId)
      .executeTakeFirst();
    const lessonStatus =
      existing && FINISHED.includes(existing.lesson_status) && !FINISHED.includes(input.lessonStatus)
        ? existing.lesson_status
        : input.lessonStatus;
    const values = {
      lesson_status: lessonStatus,
      lesson_location: input.lessonLocation,
      suspend_data: input.suspendData,
      updated_at: scope.now,
    };
    await trx
      .insertInto('scorm_states')
      .values({ eid: scope.enterprise.id, user_id: scope.user.id, chapter_id: input.chapterId, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doUpdateSet(values))
      .execute();
    let courseCompletedNow = false;
    if (FINISHED.includes(lessonStatus) && (await completeChapter(trx, scope, input.courseId, input.chapterId))) {
      courseCompletedNow = (await completeCourseIfDone(trx, scope, input.courseId)).completedNow;
    }
    return {
      lessonStatus,
      lessonLocation: input.lessonLocation,
      suspendData: input.suspendData,
      completed: FINISHED.includes(lessonStatus),
      courseCompletedNow,
    };
  });
}

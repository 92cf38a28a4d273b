import { sql } from 'kysely';
import { ErrorCode, type StudyProgress } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { courseChapters, presentChapters, progressOf, requiredSeconds } from './study-chapters';
import { addStudyDaySeconds, completeChapter, completeCourseIfDone } from './study-completion';
import { creditCapSeconds, sessionLeaseMs, type StudyScope } from './study-scope';

export interface HeartbeatInput {
  sessionId: string;
  chapterId: number;
  position: number;
  /** false = the window starts (or resumes) studying now: nothing before this moment is credited. */
  active: boolean;
}

/**
 * A heartbeat. The time credited is the server's: the wall-clock time since the learner's last
 * credited moment over ALL their sessions, capped at one interval plus slack. So a replayed beat
 * (no time passed), an accelerated one (the client claims more time or jumps the position) or two
 * tabs beating in parallel never add more than really passed (decision 0017).
 */
export async function heartbeat(scope: StudyScope, input: HeartbeatInput): Promise<StudyProgress> {
  const { db, user, now, config } = scope;
  const outcome = await db.transaction().execute(async (trx) => {
    // The learner's row is locked first (PostgreSQL; SQLite serialises writers anyway), so their
    // parallel beats run one after another and each reads the credit the previous one left. Every
    // per-learner transaction takes this lock first, so a beat that completes a course (users.credit)
    // cannot deadlock with a study start of the same learner.
    await lockLearner(trx, user.id);
    const session = await trx
      .selectFrom('study_sessions')
      .selectAll()
      .where('id', '=', input.sessionId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!session || session.ended_at !== null || session.chapter_id !== input.chapterId)
      throw new AppError(ErrorCode.STUDY_SESSION_ENDED);
    if (session.last_seen_at <= now - sessionLeaseMs(config)) {
      await trx.updateTable('study_sessions').set({ ended_at: now }).where('id', '=', session.id).execute();
      return { ended: true as const };
    }
    const chapter = await trx
      .selectFrom('course_chapters')
      .selectAll()
      .where('id', '=', session.chapter_id)
      .executeTakeFirstOrThrow();
    const latest = await trx
      .selectFrom('study_sessions')
      .select((eb) => eb.fn.max('last_credited_at').as('at'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const since = Math.max(0, now - Math.max(Number(latest.at ?? 0), session.started_at));
    const cap = creditCapSeconds(config);
    let credit = 0;
    let creditedUntil = now;
    if (input.active) {
      // Within the cap, keep the fraction of a second for the next beat; beyond it the gap is lost.
      credit = since > cap * 1000 ? cap : Math.floor(since / 1000);
      creditedUntil = since > cap * 1000 ? now : now - (since - credit * 1000);
    }
    await trx
      .updateTable('study_sessions')
      .set({ last_seen_at: now, last_credited_at: creditedUntil })
      .where('id', '=', session.id)
      .execute();

    const position =
      chapter.duration_seconds > 0 && (chapter.kind === 'video' || chapter.kind === 'audio')
        ? Math.min(input.position, chapter.duration_seconds)
        : input.position;
    await trx
      .updateTable('chapter_progress')
      .set({
        position_seconds: position,
        credited_seconds: sql<number>`credited_seconds + ${credit}`,
        last_heartbeat_at: now,
        updated_at: now,
      })
      .where('user_id', '=', user.id)
      .where('chapter_id', '=', chapter.id)
      .execute();
    const studied = await trx
      .updateTable('course_enrolments')
      .set({
        studied_seconds: sql<number>`studied_seconds + ${credit}`,
        last_studied_at: now,
        last_chapter_id: chapter.id,
      })
      .where('user_id', '=', user.id)
      .where('course_id', '=', session.course_id)
      .returning('studied_seconds')
      .executeTakeFirst();
    // The first credited seconds: an assigned course's task is now in progress (decision 0058).
    if (credit > 0 && studied && Number(studied.studied_seconds) === credit)
      await emitDomainEvent(trx, {
        type: 'course.study.started',
        eid: scope.enterprise.id,
        at: now,
        courseId: session.course_id,
        userId: user.id,
      });
    await addStudyDaySeconds(trx, scope, credit);

    const progress = await trx
      .selectFrom('chapter_progress')
      .select(['credited_seconds', 'completed_at'])
      .where('user_id', '=', user.id)
      .where('chapter_id', '=', chapter.id)
      .executeTakeFirstOrThrow();
    const required = requiredSeconds(config, chapter);
    let chapterCompletedNow = false;
    if (progress.completed_at === null && required !== null && progress.credited_seconds >= required) {
      chapterCompletedNow = await completeChapter(trx, scope, session.course_id, chapter.id);
    }
    const course = chapterCompletedNow ? await completeCourseIfDone(trx, scope, session.course_id) : null;
    return { ended: false as const, courseId: session.course_id, credit, chapterCompletedNow, course };
  });
  if (outcome.ended) throw new AppError(ErrorCode.STUDY_SESSION_ENDED);
  return progressAnswer(
    scope,
    outcome.courseId,
    input.chapterId,
    outcome.credit,
    outcome.chapterCompletedNow,
    outcome.course,
  );
}

export async function progressAnswer(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
  creditedNow: number,
  chapterCompletedNow: boolean,
  course: { completed: boolean; completedNow: boolean } | null,
): Promise<StudyProgress> {
  const sequential = await scope.db
    .selectFrom('courses')
    .select(['sequential'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const enrolment = await scope.db
    .selectFrom('course_enrolments')
    .select('completed_at')
    .where('user_id', '=', scope.user.id)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  const chapters = presentChapters(
    scope.config,
    sequential.sequential === 1,
    await courseChapters(scope, courseId),
    await progressOf(scope, courseId),
  );
  return {
    chapter: chapters.find((c) => c.id === chapterId)!,
    creditedNow,
    chapterCompletedNow,
    courseCompleted: course?.completed ?? Boolean(enrolment?.completed_at),
    courseCompletedNow: course?.completedNow ?? false,
  };
}

/** setCourseCompleted: credit the time since the last beat, then refuse when the chapter is still short of its time. */
export async function finishChapter(
  scope: StudyScope,
  input: { sessionId: string; chapterId: number },
): Promise<StudyProgress> {
  const stored = await scope.db
    .selectFrom('chapter_progress')
    .select('position_seconds')
    .where('user_id', '=', scope.user.id)
    .where('chapter_id', '=', input.chapterId)
    .executeTakeFirst();
  const progress = await heartbeat(scope, {
    sessionId: input.sessionId,
    chapterId: input.chapterId,
    position: stored?.position_seconds ?? 0,
    active: true,
  });
  if (!progress.chapter.completed) {
    throw new AppError(ErrorCode.STUDY_NOT_FINISHED, {
      data: { creditedSeconds: progress.chapter.creditedSeconds, requiredSeconds: progress.chapter.requiredSeconds },
    });
  }
  return progress;
}

import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ErrorCode, type ResourceRelation, type StudyStart } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { playerSettingsOf } from './player-settings';
import { loadStudyTarget } from './study-access';
import { presentChapters, progressOf } from './study-chapters';
import { chapterContent } from './study-content';
import { sessionLeaseMs, type StudyScope } from './study-scope';

export interface StartInput {
  courseId: number;
  chapterId: number;
  windowId: string;
  /** The browser the window runs in ('' = not told). */
  deviceId: string;
  /** No other tab of this browser studies: its own live sessions are killed windows it may take back. */
  reclaim: boolean;
  preview: boolean;
  /** The resources the page was opened from (resource_relation), already checked; null = none. */
  resourceRelation: ResourceRelation | null;
}

/** The learner's enrolment, created on first study (and `learner_count` counted once then). */
export async function ensureEnrolment(
  trx: Transaction<Database>,
  scope: StudyScope,
  courseId: number,
  chapterId: number,
): Promise<void> {
  const inserted = await trx
    .insertInto('course_enrolments')
    .values({
      eid: scope.enterprise.id,
      user_id: scope.user.id,
      course_id: courseId,
      source: 'self',
      started_at: scope.now,
      last_studied_at: scope.now,
      last_chapter_id: chapterId,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
    await trx
      .updateTable('courses')
      .set({ learner_count: sql<number>`learner_count + 1` })
      .where('id', '=', courseId)
      .execute();
  } else {
    await trx
      .updateTable('course_enrolments')
      .set({ last_studied_at: scope.now, last_chapter_id: chapterId })
      .where('user_id', '=', scope.user.id)
      .where('course_id', '=', courseId)
      .execute();
  }
  await trx
    .insertInto('chapter_progress')
    .values({
      eid: scope.enterprise.id,
      user_id: scope.user.id,
      course_id: courseId,
      chapter_id: chapterId,
      updated_at: scope.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
    .execute();
}

/**
 * Open a chapter in a window. Refusals (decision 0017): the course's access state, a sequential
 * course's earlier chapter, the same learner live in another window (the newer window is refused;
 * a reload of the same window takes its session over, and so does a window of the same browser
 * when it says no other tab of it is studying: the live one was a killed window), and max viewers. Preview records nothing.
 */
export async function startStudy(scope: StudyScope, input: StartInput): Promise<StudyStart> {
  const target = await loadStudyTarget(scope, input.courseId, input.chapterId, input.preview);
  const { course, chapter } = target;
  const content = chapterContent(scope, course, chapter);
  const heartbeatSeconds = scope.config.studyHeartbeatSeconds;
  const player = await playerSettingsOf(scope);
  if (target.preview) {
    const [presented] = presentChapters(scope.config, false, [chapter], new Map());
    return { sessionId: null, preview: true, heartbeatSeconds, player, chapter: presented!, content };
  }
  const liveSince = scope.now - sessionLeaseMs(scope.config);
  const sessionId = await scope.db.transaction().execute(async (trx) => {
    // On PostgreSQL transactions run side by side: the learner's row is locked so two windows
    // starting at once are judged one after the other (multi-window), and a course with seats has
    // its row locked so two learners cannot both take its last seat. SQLite serialises writers anyway.
    await lockLearner(trx, scope.user.id);
    if (course.max_viewers > 0)
      await trx
        .selectFrom('courses')
        .select('id')
        .where('id', '=', course.id)
        .$call((q) => forUpdate(trx, q))
        .execute();
    const live = await trx
      .selectFrom('study_sessions')
      .innerJoin('courses', 'courses.id', 'study_sessions.course_id')
      .select([
        'study_sessions.id',
        'study_sessions.window_id',
        'study_sessions.device_id',
        'study_sessions.course_id',
        'courses.title',
      ])
      .where('study_sessions.user_id', '=', scope.user.id)
      .where('study_sessions.ended_at', 'is', null)
      .where('study_sessions.last_seen_at', '>', liveSince)
      .execute();
    const ownedByThisBrowser = (s: { device_id: string }) =>
      input.reclaim && input.deviceId !== '' && s.device_id === input.deviceId;
    const elsewhere = live.find((s) => s.window_id !== input.windowId && !ownedByThisBrowser(s));
    if (elsewhere)
      throw new AppError(ErrorCode.STUDY_MULTI_WINDOW, {
        data: { courseId: elsewhere.course_id, title: elsewhere.title },
      });
    if (course.max_viewers > 0) {
      const viewers = await trx
        .selectFrom('study_sessions')
        .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
        .where('course_id', '=', course.id)
        .where('user_id', '!=', scope.user.id)
        .where('ended_at', 'is', null)
        .where('last_seen_at', '>', liveSince)
        .executeTakeFirstOrThrow();
      if (Number(viewers.n) >= course.max_viewers)
        throw new AppError(ErrorCode.STUDY_MAX_VIEWERS, { data: { maxViewers: course.max_viewers } });
    }
    // This window's earlier session (a reload, or the previous chapter) ends here, and so do the
    // sessions of this browser's killed windows that it takes back.
    const taken = live.filter((s) => s.window_id !== input.windowId && ownedByThisBrowser(s)).map((s) => s.id);
    await trx
      .updateTable('study_sessions')
      .set({ ended_at: scope.now })
      .where('user_id', '=', scope.user.id)
      .where((eb) =>
        taken.length > 0
          ? eb.or([eb('window_id', '=', input.windowId), eb('id', 'in', taken)])
          : eb('window_id', '=', input.windowId),
      )
      .where('ended_at', 'is', null)
      .execute();
    await ensureEnrolment(trx, scope, course.id, chapter.id);
    const id = randomBytes(24).toString('base64url');
    await trx
      .insertInto('study_sessions')
      .values({
        id,
        eid: scope.enterprise.id,
        user_id: scope.user.id,
        course_id: course.id,
        chapter_id: chapter.id,
        window_id: input.windowId,
        device_id: input.deviceId,
        resource_relation: input.resourceRelation ? JSON.stringify(input.resourceRelation) : '',
        started_at: scope.now,
        last_seen_at: scope.now,
        last_credited_at: scope.now,
        ended_at: null,
      })
      .execute();
    return id;
  });
  const presented = presentChapters(
    scope.config,
    course.sequential === 1,
    target.chapters,
    await progressOf(scope, course.id),
  ).find((c) => c.id === chapter.id)!;
  return { sessionId, preview: false, heartbeatSeconds, player, chapter: presented, content };
}

/** The window closes or leaves the chapter: its session stops counting for max viewers and multi-window. */
export async function endStudy(scope: StudyScope, sessionId: string): Promise<void> {
  await scope.db
    .updateTable('study_sessions')
    .set({ ended_at: scope.now })
    .where('id', '=', sessionId)
    .where('user_id', '=', scope.user.id)
    .where('ended_at', 'is', null)
    .execute();
}

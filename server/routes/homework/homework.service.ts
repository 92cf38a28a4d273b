import { sql } from 'kysely';
import {
  ErrorCode,
  HOMEWORK_LIMITS,
  type HomeworkDetail,
  type HomeworkState,
  type HomeworkSummary,
} from '../../../protocol';
import type { HomeworkRow, HomeworkStatus, HomeworkSubmissionRow } from '../../db/schema-homework';
import { AppError } from '../../pipeline/app-error';
import { findOwnUpload, presentUpload } from './homework-upload.service';
import { countMine, moveSubmissionCounters } from './homework-counters';
import type { HomeworkScope } from './homework-scope';

/**
 * The learner's side of assignments (spec 001 §3–§5, decision 0046): see them, attach finished
 * uploads, hand in. The server decides every rule: the assignment must be the learner's, open,
 * before its deadline and not yet handed in (a withdrawn one may be handed in again); at least one
 * attachment; after hand-in nothing changes.
 */
export function stateOf(status: HomeworkStatus | undefined): HomeworkState {
  return !status || status === 'draft' ? 'not_submitted' : status;
}

/** The assignments the learner may see: for everyone, or listed for them. */
function visibleHomework(scope: HomeworkScope) {
  return scope.db
    .selectFrom('homework')
    .where((eb) =>
      eb.or([
        eb('homework.audience', '=', 'all'),
        eb.exists(
          eb
            .selectFrom('homework_audience')
            .select('homework_audience.homework_id')
            .whereRef('homework_audience.homework_id', '=', 'homework.id')
            .where('homework_audience.user_id', '=', scope.userId),
        ),
      ]),
    );
}

export async function findHomework(scope: HomeworkScope, id: number): Promise<HomeworkRow> {
  const row = await visibleHomework(scope).selectAll('homework').where('homework.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

async function submissionOf(scope: HomeworkScope, homeworkId: number): Promise<HomeworkSubmissionRow | undefined> {
  return scope.db
    .selectFrom('homework_submissions')
    .selectAll()
    .where('homework_id', '=', homeworkId)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst();
}

export async function myHomework(
  scope: HomeworkScope,
  params: { state?: HomeworkState | undefined; page: number; pageSize: number },
): Promise<{ list: HomeworkSummary[]; total: number; page: number; pageSize: number }> {
  let query = visibleHomework(scope).leftJoin('homework_submissions as s', (join) =>
    join.onRef('s.homework_id', '=', 'homework.id').on('s.user_id', '=', scope.userId),
  );
  if (params.state === 'not_submitted')
    query = query.where((eb) => eb.or([eb('s.id', 'is', null), eb('s.status', '=', 'draft')]));
  else if (params.state) query = query.where('s.status', '=', params.state);
  const total = await countMine(scope.db, scope.userId, params.state);
  const rows = await query
    .select([
      'homework.id',
      'homework.title',
      'homework.training_id',
      'homework.full_score',
      'homework.pass_score',
      'homework.deadline_at',
      's.id as submissionId',
      's.status',
      's.score',
      's.submitted_at',
    ])
    .orderBy('homework.deadline_at', 'desc')
    .orderBy('homework.id', 'desc')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  const submissionIds = rows.flatMap((row) => (row.submissionId ? [row.submissionId] : []));
  const files = submissionIds.length
    ? await scope.db
        .selectFrom('homework_files')
        .innerJoin('homework_uploads', 'homework_uploads.id', 'homework_files.upload_id')
        .select(['homework_files.submission_id', 'homework_uploads.file_name', 'homework_files.id'])
        .where('homework_files.submission_id', 'in', submissionIds)
        .orderBy('homework_files.id')
        .execute()
    : [];
  const now = scope.clock.now();
  return {
    list: rows.map((row) => {
      const own = files.filter((file) => file.submission_id === row.submissionId);
      const state = stateOf(row.status ?? undefined);
      return {
        id: row.id,
        title: row.title,
        trainingId: row.training_id,
        fullScore: row.full_score,
        passScore: row.pass_score,
        deadlineAt: row.deadline_at,
        state,
        score: row.score ?? null,
        fileCount: own.length,
        fileName: own[0]?.file_name ?? '',
        submittedAt: row.submitted_at ?? null,
        overdue: now > row.deadline_at && (state === 'not_submitted' || state === 'withdrawn'),
      };
    }),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

export async function homeworkDetail(scope: HomeworkScope, id: number): Promise<HomeworkDetail> {
  const homework = await findHomework(scope, id);
  const submission = await submissionOf(scope, id);
  const uploads = submission
    ? await scope.db
        .selectFrom('homework_files')
        .innerJoin('homework_uploads', 'homework_uploads.id', 'homework_files.upload_id')
        .selectAll('homework_uploads')
        .where('homework_files.submission_id', '=', submission.id)
        .orderBy('homework_files.id')
        .execute()
    : [];
  const now = scope.clock.now();
  const state = stateOf(submission?.status);
  const open = now >= homework.opens_at && now <= homework.deadline_at;
  return {
    id: homework.id,
    title: homework.title,
    trainingId: homework.training_id,
    fullScore: homework.full_score,
    passScore: homework.pass_score,
    excellentScore: homework.excellent_score,
    deadlineAt: homework.deadline_at,
    opensAt: homework.opens_at,
    requirement: homework.requirement,
    state,
    score: submission?.score ?? null,
    fileCount: uploads.length,
    fileName: uploads[0]?.file_name ?? '',
    submittedAt: submission?.submitted_at ?? null,
    overdue: now > homework.deadline_at && (state === 'not_submitted' || state === 'withdrawn'),
    note: submission?.note ?? '',
    comment: submission?.comment ?? '',
    gradedAt: submission?.graded_at ?? null,
    gradedHow: submission?.graded_how ?? null,
    editable: open && (state === 'not_submitted' || state === 'withdrawn'),
    files: uploads.map(presentUpload),
  };
}

/** Refuses unless the learner may still change the assignment; returns their (draft) submission. */
async function editableSubmission(scope: HomeworkScope, homework: HomeworkRow): Promise<HomeworkSubmissionRow> {
  const now = scope.clock.now();
  if (now < homework.opens_at) throw new AppError(ErrorCode.HOMEWORK_NOT_OPEN);
  const existing = await submissionOf(scope, homework.id);
  if (existing && existing.status !== 'draft' && existing.status !== 'withdrawn')
    throw new AppError(ErrorCode.HOMEWORK_LOCKED);
  if (now > homework.deadline_at) throw new AppError(ErrorCode.HOMEWORK_DEADLINE_PASSED);
  if (existing) return existing;
  await scope.db
    .insertInto('homework_submissions')
    .values({
      eid: scope.eid,
      homework_id: homework.id,
      user_id: scope.userId,
      submitted_at: null,
      score: null,
      graded_how: null,
      graded_by: null,
      graded_at: null,
      created_at: now,
      updated_at: now,
    })
    // Two first attachments at once: one row (the unique index), both then use it.
    .onConflict((oc) => oc.columns(['homework_id', 'user_id']).doNothing())
    .execute();
  const made = await submissionOf(scope, homework.id);
  if (!made) throw new AppError(ErrorCode.NOT_FOUND);
  return made;
}

export async function attachFile(scope: HomeworkScope, id: number, uploadId: number): Promise<HomeworkDetail> {
  const homework = await findHomework(scope, id);
  const upload = await findOwnUpload(scope, uploadId);
  if (!upload.media_key)
    throw new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { receivedChunks: upload.received_chunks } });
  const submission = await editableSubmission(scope, homework);
  const count = await scope.db
    .selectFrom('homework_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('submission_id', '=', submission.id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= HOMEWORK_LIMITS.filesMax)
    throw new AppError(ErrorCode.HOMEWORK_TOO_MANY_FILES, { data: { max: HOMEWORK_LIMITS.filesMax } });
  await scope.db
    .insertInto('homework_files')
    .values({ eid: scope.eid, submission_id: submission.id, upload_id: upload.id, created_at: scope.clock.now() })
    .onConflict((oc) => oc.columns(['submission_id', 'upload_id']).doNothing())
    .execute();
  return homeworkDetail(scope, id);
}

export async function detachFile(scope: HomeworkScope, id: number, uploadId: number): Promise<HomeworkDetail> {
  const homework = await findHomework(scope, id);
  const submission = await editableSubmission(scope, homework);
  await scope.db
    .deleteFrom('homework_files')
    .where('submission_id', '=', submission.id)
    .where('upload_id', '=', uploadId)
    .execute();
  return homeworkDetail(scope, id);
}

export async function submitHomework(scope: HomeworkScope, id: number, note: string): Promise<HomeworkDetail> {
  const homework = await findHomework(scope, id);
  const submission = await editableSubmission(scope, homework);
  const now = scope.clock.now();
  await scope.db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('homework_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submission_id', '=', submission.id)
      .executeTakeFirstOrThrow();
    if (Number(files.n) === 0) throw new AppError(ErrorCode.HOMEWORK_EMPTY);
    // Only from the state read above: a double click hands in once, the second is refused as locked.
    const moved = await trx
      .updateTable('homework_submissions')
      .set({
        status: 'pending',
        note,
        comment: '',
        submitted_at: now,
        rounds: sql<number>`rounds + 1`,
        score: null,
        graded_how: null,
        graded_by: null,
        graded_at: null,
        updated_at: now,
      })
      .where('id', '=', submission.id)
      .where('status', '=', submission.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.HOMEWORK_LOCKED);
    await moveSubmissionCounters(trx, { eid: scope.eid, userId: scope.userId }, submission.status, 'pending');
  });
  return homeworkDetail(scope, id);
}

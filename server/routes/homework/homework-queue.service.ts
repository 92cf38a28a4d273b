import type { HomeworkQueueItem } from '../../../protocol';
import { countQueue } from './homework-counters';
import type { HomeworkScope } from './homework-scope';
import { stateOf } from './homework.service';

/**
 * The administrators' grading list (decision 0046): submissions waiting for correction, oldest
 * hand-in first (or the graded ones, newest first), with the learner and what they attached.
 */
export async function homeworkQueue(
  scope: HomeworkScope,
  params: { state: 'pending' | 'graded'; homeworkId?: number | undefined; page: number; pageSize: number },
): Promise<{ list: HomeworkQueueItem[]; total: number; page: number; pageSize: number }> {
  let query = scope.db
    .selectFrom('homework_submissions as s')
    .innerJoin('homework as h', 'h.id', 's.homework_id')
    .innerJoin('users as u', 'u.id', 's.user_id');
  query =
    params.state === 'pending'
      ? query.where('s.status', '=', 'pending')
      : query.where('s.status', 'in', ['passed', 'failed', 'excellent']);
  if (params.homeworkId !== undefined) query = query.where('s.homework_id', '=', params.homeworkId);
  // One assignment's queue is counted (it holds at most its audience); the whole queue's total is the enterprise's counter.
  const total =
    params.homeworkId !== undefined
      ? Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
      : await countQueue(scope.db, params.state);
  const direction = params.state === 'pending' ? 'asc' : 'desc';
  const rows = await query
    .select([
      's.id',
      's.status',
      's.submitted_at',
      's.score',
      's.comment',
      's.note',
      'h.id as homeworkId',
      'h.title',
      'h.full_score',
      'h.pass_score',
      'u.username',
      'u.account',
    ])
    .orderBy('s.submitted_at', direction)
    .orderBy('s.id', direction)
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await scope.db
        .selectFrom('homework_files')
        .innerJoin('homework_uploads', 'homework_uploads.id', 'homework_files.upload_id')
        .select([
          'homework_files.id',
          'homework_files.submission_id',
          'homework_uploads.file_name',
          'homework_uploads.media_key',
          'homework_uploads.total_bytes',
        ])
        .where('homework_files.submission_id', 'in', ids)
        .orderBy('homework_files.id')
        .execute()
    : [];
  return {
    list: rows.map((row) => ({
      submissionId: row.id,
      homeworkId: row.homeworkId,
      homeworkTitle: row.title,
      learnerName: row.username || row.account,
      learnerAccount: row.account,
      state: stateOf(row.status),
      submittedAt: row.submitted_at,
      fullScore: row.full_score,
      passScore: row.pass_score,
      score: row.score,
      comment: row.comment,
      note: row.note,
      files: files
        .filter((file) => file.submission_id === row.id)
        .map((file) => ({
          fileName: file.file_name,
          url: file.media_key && !file.media_key.startsWith('demo/') ? `/media/${file.media_key}` : '',
          totalBytes: file.total_bytes,
        })),
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

import { ErrorCode } from '../../../protocol';
import { QUESTIONNAIRE_LIMITS } from '../../../protocol/questionnaire-rules';
import type { MyAnswers } from '../../../protocol/schemas/questionnaires';
import { IMAGE_EXTENSIONS, sniffImageType } from '../../lib/image-type';
import { removeMedia, storeMedia } from '../../lib/media-store';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import { hasSubmitted, publishedQuestionnaire } from './questionnaire-reads.service';
import { questionnaireState } from './questionnaire-state';
import { receiptHash } from './questionnaire-submit.service';
import type { MemberScope } from './questionnaire-scope';

/** Images one learner may have waiting (uploaded, not yet submitted) per questionnaire: a few questions' worth. */
const PENDING_UPLOADS_MAX = 30;

/**
 * POST /v1/questionnaire/upload: one image (an upload question's picture or a drawn signature)
 * while answering an open questionnaire. The type is read from the bytes, the size was bounded
 * by the pipeline (5 MB); the file gets a random name and waits for the submit that uses it.
 */
export async function uploadQuestionnaireImage(
  scope: MemberScope & { mediaDir: string },
  id: number,
  files: readonly UploadedFile[],
): Promise<{ uploadId: number; url: string }> {
  const row = await publishedQuestionnaire(scope.db, id);
  const state = questionnaireState(row, scope.now);
  if (state !== 'open') throw new AppError(ErrorCode.QUESTIONNAIRE_CLOSED, { data: { state } });
  if (row.once_only === 1 && (await hasSubmitted(scope.db, id, scope.userId)))
    throw new AppError(ErrorCode.QUESTIONNAIRE_ONCE_ONLY);
  const file = files.find((candidate) => candidate.field === 'file');
  if (!file || file.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
  if (file.data.length > QUESTIONNAIRE_LIMITS.imageBytes) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
  const type = sniffImageType(file.data);
  if (!type)
    throw new AppError(ErrorCode.UPLOAD_TYPE_NOT_ALLOWED, { data: { accepted: ['png', 'jpeg', 'gif', 'webp'] } });
  const pending = await scope.db
    .selectFrom('questionnaire_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', scope.userId)
    .where('questionnaire_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= PENDING_UPLOADS_MAX) throw new AppError(ErrorCode.RATE_LIMITED);
  const url = await storeMedia(scope.mediaDir, {
    eid: scope.eid,
    kind: 'questionnaire',
    extension: IMAGE_EXTENSIONS[type],
    data: file.data,
  });
  try {
    const inserted = await scope.db
      .insertInto('questionnaire_uploads')
      .values({
        eid: scope.eid,
        user_id: scope.userId,
        questionnaire_id: id,
        path: url,
        mime: type,
        size: file.data.length,
        created_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { uploadId: inserted.id, url };
  } catch (error) {
    await removeMedia(scope.mediaDir, url);
    throw error;
  }
}

/**
 * GET /v1/questionnaire/my-answers: what I submitted. A named questionnaire finds my rows by my
 * id; an anonymous one keeps no id, so only the receipts my browser kept can find them.
 */
export async function myAnswers(scope: MemberScope, id: number, receipts: string[]): Promise<MyAnswers> {
  const row = await publishedQuestionnaire(scope.db, id);
  let query = scope.db
    .selectFrom('questionnaire_submissions')
    .select(['id', 'answers', 'submitted_at'])
    .where('questionnaire_id', '=', id);
  if (row.anonymous === 1) {
    if (receipts.length === 0) return { submissions: [] };
    query = query.where('user_id', 'is', null).where('receipt_hash', 'in', receipts.map(receiptHash));
  } else {
    query = query.where('user_id', '=', scope.userId);
  }
  const rows = await query.orderBy('submitted_at', 'desc').orderBy('id').limit(20).execute();
  return {
    submissions: rows.map((r) => ({
      submittedAt: r.submitted_at,
      answers: JSON.parse(r.answers) as MyAnswers['submissions'][number]['answers'],
    })),
  };
}

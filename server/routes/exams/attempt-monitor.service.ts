import { ErrorCode, type AttachmentRef, type FaceResult, type SwitchResult } from '../../../protocol';
import { removeMedia, storeMedia } from '../../lib/media-store';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { FaceVerifier } from '../../providers/face/face-verifier';
import { finalizeAttempt, isOverdue } from './attempt-finalize';
import { currentAttempt } from './attempt.service';
import { cleanFileName, sniffAttachment, ATTACHMENT_TYPES } from './attachment-type';
import { examOfAttempt, ownAttempt, type ExamScope } from './exam-scope';

const closed = () => new AppError(ErrorCode.EXAM_ATTEMPT_CLOSED);

/**
 * POST /v1/exam/attempt/switch: one screen switch. The (attempt, seq) key makes a retried report
 * count once; past the exam's limit the server hands the paper in itself (decision 0026).
 */
export async function recordSwitch(scope: ExamScope, attemptId: number, seq: number): Promise<SwitchResult> {
  const attempt = await currentAttempt(scope, attemptId);
  const exam = await examOfAttempt(scope.db, attempt);
  if (attempt.status !== 'open') return { count: attempt.switch_count, limit: exam.switch_limit, submitted: true };
  return scope.db.transaction().execute(async (trx) => {
    // Locked: two switches reported at once each count (no lost increment on PostgreSQL).
    const fresh = await ownAttempt(trx, scope.eid, scope.userId, attemptId, { lock: true });
    if (fresh.status !== 'open' || isOverdue(fresh, scope.now))
      return { count: fresh.switch_count, limit: exam.switch_limit, submitted: fresh.status !== 'open' };
    const inserted = await trx
      .insertInto('exam_switches')
      .values({ eid: fresh.eid, attempt_id: fresh.id, seq, at: scope.now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    let count = fresh.switch_count;
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      count += 1;
      await trx.updateTable('exam_attempts').set({ switch_count: count }).where('id', '=', fresh.id).execute();
    }
    // "Beyond a set count": the limit-th switch is still allowed, the next one hands in.
    const over = exam.switch_limit > 0 && count > exam.switch_limit;
    if (over) await finalizeAttempt(trx, exam, { ...fresh, switch_count: count }, 'switch_limit', scope.now);
    return { count, limit: exam.switch_limit, submitted: over };
  });
}

/** POST /v1/exam/attempt/face: one camera frame; failures past the limit force the hand-in. */
export async function checkFace(
  scope: ExamScope,
  verifier: FaceVerifier,
  attemptId: number,
  files: readonly UploadedFile[],
): Promise<FaceResult> {
  const attempt = await currentAttempt(scope, attemptId);
  const exam = await examOfAttempt(scope.db, attempt);
  if (exam.face_check !== 1) throw new AppError(ErrorCode.EXAM_FACE_NOT_ENABLED);
  if (attempt.status !== 'open') throw closed();
  const file = files.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
  // The provider is called outside the transaction: a slow provider must not hold the database.
  const verdict = await verifier.verify({ eid: scope.eid, userId: scope.userId, image: file.data });
  return scope.db.transaction().execute(async (trx) => {
    const fresh = await ownAttempt(trx, scope.eid, scope.userId, attemptId, { lock: true });
    if (fresh.status !== 'open' || isOverdue(fresh, scope.now)) throw closed();
    await trx
      .insertInto('exam_face_checks')
      .values({
        eid: fresh.eid,
        attempt_id: fresh.id,
        ok: verdict.ok ? 1 : 0,
        reason: verdict.ok ? null : verdict.reason,
        at: scope.now,
      })
      .execute();
    let failures = fresh.face_failures;
    if (!verdict.ok) {
      failures += 1;
      await trx.updateTable('exam_attempts').set({ face_failures: failures }).where('id', '=', fresh.id).execute();
    }
    const over = !verdict.ok && exam.face_fail_limit > 0 && failures > exam.face_fail_limit;
    if (over) await finalizeAttempt(trx, exam, { ...fresh, face_failures: failures }, 'face_limit', scope.now);
    return {
      ok: verdict.ok,
      reason: verdict.ok ? null : verdict.reason,
      failures,
      limit: exam.face_fail_limit,
      submitted: over,
    };
  });
}

/** POST /v1/exam/attempt/attachment: an essay attachment of an open attempt, typed by its bytes. */
export async function uploadAttachment(
  scope: ExamScope,
  attemptId: number,
  files: readonly UploadedFile[],
): Promise<AttachmentRef> {
  const attempt = await currentAttempt(scope, attemptId);
  if (attempt.status !== 'open') throw closed();
  const file = files.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
  const type = sniffAttachment(file.data, file.filename);
  if (!type) throw new AppError(ErrorCode.UPLOAD_TYPE_NOT_ALLOWED, { data: { accepted: ATTACHMENT_TYPES } });
  const url = await storeMedia(scope.mediaDir, {
    eid: scope.eid,
    kind: 'exam-attachment',
    extension: type.extension,
    data: file.data,
  });
  try {
    const name = cleanFileName(file.filename, type.extension);
    const row = await scope.db
      .insertInto('exam_attachments')
      .values({
        eid: scope.eid,
        user_id: scope.userId,
        attempt_id: attempt.id,
        name,
        url,
        mime: type.mime,
        bytes: file.data.length,
        created_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name, url, bytes: file.data.length, mime: type.mime };
  } catch (error) {
    await removeMedia(scope.mediaDir, url);
    throw error;
  }
}

import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import type { RateLimiter } from '../../lib/rate-limiter';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { FaceVerifier } from '../../providers/face/face-verifier';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';

export interface FaceLogin {
  enterprise: Enterprise;
  account: string;
  files: readonly UploadedFile[];
  ip: string;
  now: number;
}

/** Largest camera frame face sign-in accepts (the exam's face check takes the same). */
export const FACE_LOGIN_FRAME_BYTES = 2 * 1024 * 1024;

function refused(reason: string): AppError {
  return new AppError(ErrorCode.FACE_LOGIN_REFUSED, { data: { reason } });
}

/**
 * Face sign-in (spec 001 §1): the account and one camera frame, checked by the face provider
 * against the person the account names. Failures count like wrong passwords (per enterprise,
 * account and address). An unknown account answers like a face that does not match, so the
 * call does not reveal which accounts exist; the provider is not asked about it.
 */
export async function loginWithFace(
  db: Kysely<Database>,
  limiter: RateLimiter,
  verifier: FaceVerifier,
  login: FaceLogin,
): Promise<{ user: User; token: string }> {
  const key = `${login.enterprise.id}:face:${login.account.toLowerCase()}:${login.ip}`;
  if (limiter.isBlocked(key, login.now)) throw new AppError(ErrorCode.RATE_LIMITED);
  const refusal = enterpriseRefusal(login.enterprise, login.now);
  if (refusal) throw refusal;
  requireLoginType(login.enterprise, 'face');
  const frame = login.files.find((file) => file.field === 'file');
  if (!frame || frame.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);

  const user = await db.selectFrom('users').selectAll().where('account', '=', login.account).executeTakeFirst();
  if (!user) {
    limiter.record(key, login.now);
    throw refused('not_same_person');
  }
  // The provider is asked outside any transaction: a slow provider must not hold the database.
  const verdict = await verifier.verify({ eid: login.enterprise.id, userId: user.id, image: frame.data });
  if (!verdict.ok) {
    limiter.record(key, login.now);
    throw refused(verdict.reason);
  }
  limiter.reset(key);
  await refuseUserAtSignIn(db, login.enterprise, user);
  const token = await openSession(db, login.enterprise, user, login.now);
  return { user, token };
}

import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import type { UploadedFile } from '../../pipeline/multipart';
import type { FaceVerifier } from '../../providers/face/face-verifier';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';
import { underSignInLimits, type SignInRules } from './sign-in-limits';

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
 * against the person the account names. Each attempt counts against the account (the same
 * counter as its passwords, so methods do not add up) and the address under the sign-in limits (decision 0034), before
 * the provider is asked. An unknown account answers like a face that does not match, so the call
 * does not reveal which accounts exist; the provider is not asked about it.
 */
export async function loginWithFace(
  db: Kysely<Database>,
  rules: SignInRules,
  verifier: FaceVerifier,
  login: FaceLogin,
): Promise<{ user: User; token: string }> {
  const user = await underSignInLimits(
    db,
    { rules, account: `${login.enterprise.id}:account:${login.account.toLowerCase()}`, ip: login.ip, now: login.now },
    async () => {
      const refusal = enterpriseRefusal(login.enterprise, login.now);
      if (refusal) throw refusal;
      requireLoginType(login.enterprise, 'face');
      const frame = login.files.find((file) => file.field === 'file');
      if (!frame || frame.data.length === 0) throw new AppError(ErrorCode.UPLOAD_MISSING);
      const found = await db.selectFrom('users').selectAll().where('account', '=', login.account).executeTakeFirst();
      if (!found) throw refused('not_same_person');
      // The provider is asked outside any transaction: a slow provider must not hold the database.
      const verdict = await verifier.verify({ eid: login.enterprise.id, userId: found.id, image: frame.data });
      if (!verdict.ok) throw refused(verdict.reason);
      return found;
    },
    (error) => error instanceof AppError && error.code === ErrorCode.FACE_LOGIN_REFUSED,
  );
  await refuseUserAtSignIn(db, login.enterprise, user);
  const token = await openSession(db, login.enterprise, user, login.now);
  return { user, token };
}

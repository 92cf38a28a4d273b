import {
  ErrorCode,
  ACTIVITY_LIMITS,
  ACTIVITY_SIGN_IN_PARAM,
  type ActivityScan,
  type ActivitySignInCode,
} from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { signToken, verifyToken } from '../../lib/signed-token';
import { activityPhase, inWindow } from './activity-state';
import { activityOf, canOrganise, signInTo, type ActivityScope } from './activities.service';
import { lockLearner } from '../points';

/**
 * The organiser's rotating sign-in code (decision 0047): an HMAC token of (enterprise, activity,
 * time slot) that expires when its slot ends plus a short grace for a scan in flight. A screenshot
 * or a code forwarded to someone at home stops working once the screen has moved on; the server
 * checks it, not the page.
 */
const PURPOSE = 'activity-sign-in';
const GRACE_MS = ACTIVITY_LIMITS.qrGraceSeconds * 1000;

interface CodePayload {
  x: number;
  a: number;
  s: number;
}

/** `rotateSeconds` is the server's ACTIVITY_QR_ROTATE_SECONDS (ACTIVITY_LIMITS.qrRotateSeconds unless set). */
export async function signInCode(
  scope: ActivityScope,
  secret: string,
  id: number,
  rotateSeconds: number = ACTIVITY_LIMITS.qrRotateSeconds,
): Promise<ActivitySignInCode> {
  const rotateMs = rotateSeconds * 1000;
  const a = await activityOf(scope.db, id);
  if (!canOrganise(a, scope.user)) throw new AppError(ErrorCode.ACTIVITY_NOT_ORGANISER);
  const slot = Math.floor(scope.now / rotateMs);
  const rotatesAt = (slot + 1) * rotateMs;
  const payload: CodePayload = { x: scope.eid, a: id, s: slot };
  const signedIn = await scope.db
    .selectFrom('activity_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('activity_id', '=', id)
    .where('cancelled_at', 'is', null)
    .where('signed_in_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    activityId: id,
    title: a.title,
    address: a.address,
    token: signToken(secret, PURPOSE, payload, rotatesAt + GRACE_MS),
    rotatesAt,
    now: scope.now,
    registered: a.registered,
    signedIn: Number(signedIn.n),
    phase: activityPhase(a, scope.now),
    signInOpen: inWindow(a.sign_in_start, a.sign_in_end, scope.now),
  };
}

/** The token inside what was scanned: the code's URL (…?signin=<token>) or the bare token. */
export function tokenOf(code: string): string {
  const match = new RegExp(`[?&]${ACTIVITY_SIGN_IN_PARAM}=([^&#]+)`).exec(code);
  if (!match) return code;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

export async function scanSignIn(scope: ActivityScope, secret: string, code: string): Promise<ActivityScan> {
  const user = scope.user;
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  const check = verifyToken(secret, PURPOSE, tokenOf(code), scope.now);
  if (!check.ok)
    throw new AppError(check.reason === 'expired' ? ErrorCode.ACTIVITY_CODE_EXPIRED : ErrorCode.ACTIVITY_CODE_INVALID);
  const payload = check.payload as Partial<CodePayload> | null;
  // Another organisation's code is not this one's, even when it is genuine.
  if (!payload || payload.x !== scope.eid || !Number.isSafeInteger(payload.a))
    throw new AppError(ErrorCode.ACTIVITY_CODE_INVALID);
  const activityId = payload.a!;
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, user.id);
    const done = await signInTo(trx, scope, user, activityId, 'qr');
    return { activityId, title: done.activity.title, signedInNow: done.signedInNow, signedInAt: done.signedInAt };
  });
}

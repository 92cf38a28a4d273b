import { ADMIN_USER_TYPES, ErrorCode, ErrorReason, type ErrorReasonValue } from '../../protocol';
import type { Enterprise, User } from '../db/schema';
import { assertProfileComplete } from '../lib/profile-completion';
import { AppError } from './app-error';
import type { Access } from './call-registry';
import { INITIAL_PASSWORD_CALLS, NEEDS_COMPLETE_PROFILE, OPEN_TO_ANYONE, PUBLIC_FACES } from './call-policy';

export function isAdministrator(user: User): boolean {
  return ADMIN_USER_TYPES.includes(user.type) && user.isdeleteadmin !== 1;
}

/** Why an enterprise refuses its members' work, if it does (expired, locked, closed). */
export function enterpriseRefusal(enterprise: Enterprise, now: number): AppError | null {
  if (enterprise.deleted === 1) return new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.ENTERPRISE_CLOSED });
  if (enterprise.locked === 1) return new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.ENTERPRISE_LOCKED });
  if (enterprise.expires_at <= now)
    return new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.ENTERPRISE_EXPIRED });
  return null;
}

/**
 * Enforce a call's declared access. Members only ever act inside their own enterprise:
 * this is the tenant wall every `user` and `admin` call stands behind.
 */
export function enforceAccess(access: Access, enterprise: Enterprise | null, user: User | null, now: number): void {
  if (access === 'public') return;
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (user.locked === 1) throw new AppError(ErrorCode.UNAUTHORIZED, { reason: ErrorReason.ACCOUNT_LOCKED });
  if (!enterprise || user.eid !== enterprise.id)
    throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.NOT_A_MEMBER });
  const refusal = enterpriseRefusal(enterprise, now);
  if (refusal) throw refusal;
  if (access === 'admin' && !isAdministrator(user)) throw new AppError(ErrorCode.FORBIDDEN);
}

/** A member of the enterprise called (not a visitor, not a member of another one). */
function isMemberOf(enterprise: Enterprise | null, user: User | null): user is User {
  return user !== null && enterprise !== null && user.eid === enterprise.id;
}

/**
 * The gate every call passes (dispatch.ts), by its declared access and the lists of
 * call-policy.ts:
 * - a `public` call answers anyone in a public organisation; in a private one only the sign-in
 *   and start-up calls and spec 000 §4's single-item faces do, and every other (lists, packs,
 *   home modules) needs a member's session, exactly as a `user` call would (issue 18 item 2);
 * - a user who must still change the initial password is refused everything but the shell's
 *   calls and the change itself (issue 18 item 8);
 * - the calls that start recorded work need the profile the enterprise requires (code 4012).
 * `sessionRefusal` says why a token names no one (forced offline, blocked), for the 401.
 */
export function enforceCallAccess(
  call: string,
  access: Access,
  enterprise: Enterprise | null,
  user: User | null,
  now: number,
  sessionRefusal: ErrorReasonValue | null = null,
): void {
  if (access === 'public' && OPEN_TO_ANYONE.has(call)) return;
  const membersOnly =
    access !== 'public' ||
    (!PUBLIC_FACES.has(call) && enterprise !== null && enterprise.puborg !== '1' && !isMemberOf(enterprise, user));
  if (membersOnly) {
    if (!user && sessionRefusal) throw new AppError(ErrorCode.UNAUTHORIZED, { reason: sessionRefusal });
    enforceAccess(access === 'public' ? 'user' : access, enterprise, user, now);
  }
  if (user && user.must_change_password === 1 && !INITIAL_PASSWORD_CALLS.has(call))
    throw new AppError(ErrorCode.INITIAL_PASSWORD_REQUIRED);
  if (enterprise && isMemberOf(enterprise, user) && NEEDS_COMPLETE_PROFILE.has(call))
    assertProfileComplete(user, enterprise);
}

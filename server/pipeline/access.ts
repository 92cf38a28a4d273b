import { ADMIN_USER_TYPES, ErrorCode, ErrorReason } from '../../protocol';
import type { Enterprise, User } from '../db/schema';
import { AppError } from './app-error';
import type { Access } from './call-registry';

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

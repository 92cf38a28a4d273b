import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, Enterprise } from '../../db/schema';
import type { MemberContext } from '../../pipeline/call-registry';
import { AppError } from '../../pipeline/app-error';

export interface MallScope {
  /** Already scoped to the caller's enterprise (tenant-scope.ts). */
  db: Kysely<Database>;
  eid: number;
  userId: number;
  now: number;
}

export function mallScope(ctx: MemberContext): MallScope {
  return { db: ctx.db, eid: ctx.enterprise.id, userId: ctx.user.id, now: ctx.clock.now() };
}

/**
 * The enterprise's mall switch (spec 000 §3 you_fen_mall_switch): products, exchanges and the
 * lottery answer MALL_CLOSED when it is off. A learner's own records and addresses stay readable.
 */
export function assertMallOpen(enterprise: Enterprise): void {
  if (enterprise.you_fen_mall_switch !== 'Y') throw new AppError(ErrorCode.MALL_CLOSED);
}

/** JSON list of media paths → the list (a malformed value is an empty list, never a 500). */
export function parseImages(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

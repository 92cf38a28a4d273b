import type { Kysely } from 'kysely';
import type { Database, Enterprise, User } from '../../db/schema';
import type { MemberContext } from '../../pipeline/call-registry';
import { callerOffsetMinutes, localDay } from '../../lib/local-day';

/** Every practice call has a signed-in member of the resolved enterprise (access `user`). */
export interface PracticeScope {
  db: Kysely<Database>;
  enterprise: Enterprise;
  user: User;
  now: number;
  /** The learner's offset east of UTC (the envelope's _timeZone). */
  offsetMinutes: number;
  today: string;
}

export function practiceScopeOf(ctx: MemberContext): PracticeScope {
  const now = ctx.clock.now();
  const offsetMinutes = callerOffsetMinutes(ctx);
  return {
    db: ctx.db,
    enterprise: ctx.enterprise,
    user: ctx.user,
    now,
    offsetMinutes,
    today: localDay(now, offsetMinutes),
  };
}

import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database, Enterprise, User } from '../../db/schema';
import { callerOffsetMinutes } from '../../lib/local-day';
import { isAdministrator } from '../../pipeline/access';
import type { CallContext } from '../../pipeline/call-registry';

/** Who studies, where and when; every query of this area is scoped by `enterprise.id`. */
export interface StudyScope {
  db: Kysely<Database>;
  config: ServerConfig;
  enterprise: Enterprise;
  user: User;
  isAdmin: boolean;
  now: number;
  /** The learner's offset east of UTC (their local day for study_days). */
  offsetMinutes: number;
}

export function studyScopeOf(ctx: CallContext): StudyScope {
  return {
    db: ctx.db,
    config: ctx.config,
    enterprise: ctx.enterprise!,
    user: ctx.user!,
    isAdmin: isAdministrator(ctx.user!),
    now: ctx.clock.now(),
    offsetMinutes: callerOffsetMinutes(ctx),
  };
}

export { sessionLeaseMs } from '../../lib/study-lease';

/** The most one heartbeat can credit: the interval plus slack for a slow network. */
export function creditCapSeconds(config: ServerConfig): number {
  return config.studyHeartbeatSeconds + 5;
}

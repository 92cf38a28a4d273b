import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Database, Enterprise, User } from '../../db/schema';
import type { CallContext, MemberContext } from '../../pipeline/call-registry';

/** What every micro-course rule works with: the caller inside the resolved enterprise. */
export interface MicroScope {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  eid: number;
  user: User;
  enterprise: Enterprise;
  log: CallContext['log'];
}

/** Every `user` call has a signed-in member of the resolved enterprise (pipeline/access.ts). */
export function scopeOf(ctx: MemberContext): MicroScope {
  return {
    db: ctx.db,
    config: ctx.config,
    clock: ctx.clock,
    eid: ctx.enterprise.id,
    user: ctx.user,
    enterprise: ctx.enterprise,
    log: ctx.log,
  };
}

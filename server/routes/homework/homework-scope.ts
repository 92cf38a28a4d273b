import type { Kysely } from 'kysely';
import type { Language } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/schema';
import type { MemberContext } from '../../pipeline/call-registry';

/** The caller inside the resolved enterprise: `db` is already scoped to it (decision 0033). */
export interface HomeworkScope {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  eid: number;
  userId: number;
  language: Language;
}

export function scopeOf(ctx: MemberContext): HomeworkScope {
  return {
    db: ctx.db,
    config: ctx.config,
    clock: ctx.clock,
    eid: ctx.enterprise.id,
    userId: ctx.user.id,
    language: ctx.language,
  };
}

/** Scores to one decimal (spec 001 §5). */
export const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10;

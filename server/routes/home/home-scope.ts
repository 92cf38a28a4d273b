import type { Kysely } from 'kysely';
import type { Language } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import type { CallContext } from '../../pipeline/call-registry';

/** Who is looking at the home page: a member of this enterprise, or a visitor (viewer null). */
export interface HomeScope {
  db: Kysely<Database>;
  eid: number;
  viewer: Pick<User, 'id' | 'department_id' | 'score' | 'credit'> | null;
  language: Language;
  now: number;
}

/** A session of another enterprise is no membership here: such a caller sees what a visitor sees. */
export function homeScopeOf(ctx: CallContext): HomeScope {
  const eid = ctx.enterprise!.id;
  const viewer = ctx.user && ctx.user.eid === eid ? ctx.user : null;
  return { db: ctx.db, eid, viewer, language: ctx.language, now: ctx.clock.now() };
}

/** An administrator's title in the caller's language, falling back to Simplified Chinese, then any. */
export function localise(titlesJson: string, language: Language): string {
  try {
    const titles = JSON.parse(titlesJson) as Partial<Record<Language, string>>;
    return titles[language] || titles.zh_cn || Object.values(titles).find(Boolean) || '';
  } catch {
    return titlesJson;
  }
}

export function yn(flag: number | boolean): 'Y' | 'N' {
  return flag ? 'Y' : 'N';
}

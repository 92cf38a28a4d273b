import type { Kysely } from 'kysely';
import { ErrorCode, GENDERS, LECTURER_TYPES, type Language, type LecturerCard } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import type { LecturerRow } from '../../db/schema-lecturers';
import { AppError } from '../../pipeline/app-error';
import type { CallContext } from '../../pipeline/call-registry';

/** Who is looking: the caller's enterprise, the member (null for a visitor), language and time. */
export interface LecturerScope {
  db: Kysely<Database>;
  eid: number;
  viewer: User | null;
  language: Language;
  now: number;
}

export interface MemberScope extends LecturerScope {
  viewer: User;
}

/** A session of another enterprise is no membership here: such a caller sees what a visitor sees. */
export function scopeOf(ctx: CallContext): LecturerScope {
  const eid = ctx.enterprise!.id;
  const viewer = ctx.user && ctx.user.eid === eid ? ctx.user : null;
  return { db: ctx.db, eid, viewer, language: ctx.language, now: ctx.clock.now() };
}

export function memberScopeOf(ctx: CallContext): MemberScope {
  const scope = scopeOf(ctx);
  if (!scope.viewer) throw new AppError(ErrorCode.UNAUTHORIZED);
  return { ...scope, viewer: scope.viewer };
}

/** A plain text, or JSON {zh_cn, zh_hant, en_us}: the caller's language, then Simplified Chinese, then any. */
export function localise(text: string, language: Language): string {
  if (!text.startsWith('{')) return text;
  try {
    const titles = JSON.parse(text) as Partial<Record<Language, string>>;
    return titles[language] || titles.zh_cn || Object.values(titles).find(Boolean) || '';
  } catch {
    return text;
  }
}

/** A JSON list whose items are plain strings or localised objects. */
export function localisedList(json: string, language: Language): string[] {
  try {
    const items = JSON.parse(json) as unknown;
    if (!Array.isArray(items)) return [];
    return items
      .map((item) => (typeof item === 'string' ? item : localise(JSON.stringify(item), language)))
      .filter(Boolean);
  } catch {
    return [];
  }
}

export function stringList(json: string): string[] {
  try {
    const items = JSON.parse(json) as unknown;
    return Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function ratingOf(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

const asType = (value: string) =>
  (LECTURER_TYPES as readonly string[]).includes(value) ? (value as LecturerCard['type']) : 'internal';
const asGender = (value: string) =>
  (GENDERS as readonly string[]).includes(value) ? (value as LecturerCard['gender']) : 'unknown';

export function presentCard(row: LecturerRow, courseCount: number, language: Language): LecturerCard {
  return {
    id: row.id,
    name: row.name,
    type: asType(row.type),
    avatar: row.avatar,
    gender: asGender(row.gender),
    region: localise(row.region, language),
    headline: localise(row.headline, language),
    labels: localisedList(row.labels, language),
    categoryId: row.category_id,
    rating: ratingOf(row.rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    courseCount,
  };
}

/** An enabled lecturer of the caller's enterprise, or NOT_FOUND (another tenant's id reveals nothing). */
export async function findLecturer(db: Kysely<Database>, id: number): Promise<LecturerRow> {
  const row = await db
    .selectFrom('lecturers')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

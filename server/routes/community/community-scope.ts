import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type CommunityPerson } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import type { CommunityPost } from '../../db/schema-community';
import { AppError } from '../../pipeline/app-error';
import { isAdministrator } from '../../pipeline/access';
import type { MemberContext } from '../../pipeline/call-registry';

type Db = Kysely<Database> | Transaction<Database>;

/** What every community rule works with: the caller's enterprise (db already scoped to it), the caller, the time. */
export interface CommunityScope {
  db: Kysely<Database>;
  eid: number;
  user: User;
  now: number;
}

export function scopeOf(ctx: MemberContext): CommunityScope {
  return { db: ctx.db, eid: ctx.enterprise.id, user: ctx.user, now: ctx.clock.now() };
}

export const isAdmin = (user: User): boolean => isAdministrator(user);

/**
 * Spec 001 §6: only the creator or a super administrator may remind all staff. The data model has
 * no separate creator flag: the account that creates an enterprise is its super administrator
 * (type 2), so the rule is "a super administrator" (decision 0049); general and system
 * administrators and learners are refused.
 */
export const mayRemindAll = (user: User): boolean => user.type === 2 && user.isdeleteadmin !== 1;

/** Members by id, as the picker and the pages show them. */
export async function peopleByIds(db: Db, ids: readonly number[]): Promise<Map<number, CommunityPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'image', 'weixin_user_id'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.username, image: r.image, wecomUserId: r.weixin_user_id }]),
  );
}

export function personOf(people: Map<number, CommunityPerson>, id: number): CommunityPerson {
  return people.get(id) ?? { id, name: '', image: '', wecomUserId: '' };
}

/** Every id must be a member of the caller's enterprise (the scoped db sees no one else). */
export async function assertMembers(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('users').select('id').where('id', 'in', unique).where('locked', '=', 0).execute();
  if (found.length !== unique.length) throw new AppError(ErrorCode.COMMUNITY_MEMBER_UNKNOWN);
  return unique;
}

/** A post of the caller's enterprise, deleted or not; another tenant's id is NOT_FOUND. */
export async function postRow(db: Db, postId: number): Promise<CommunityPost> {
  const row = await db.selectFrom('community_posts').selectAll().where('id', '=', postId).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

/** May the caller see the post: visible states for everyone; review/rejected for its author and administrators. */
export function maySee(post: CommunityPost, user: User): boolean {
  if (post.state === 'review' || post.state === 'rejected') return post.author_user_id === user.id || isAdmin(user);
  return true;
}

export async function reviewSettings(db: Db): Promise<{ reviewPosts: boolean; reviewAnswers: boolean }> {
  const row = await db.selectFrom('community_settings').selectAll().executeTakeFirst();
  return { reviewPosts: row?.review_posts === 1, reviewAnswers: row?.review_answers === 1 };
}

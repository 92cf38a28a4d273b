import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  ADMIN_MEMBER_LIMITS,
  ErrorCode,
  type AdminMemberDetail,
  type AdminMemberList,
  type AdminMemberRow,
  type MemberAuditAction,
  type adminMemberListParamsSchema,
} from '../../../protocol';
import type { z } from 'zod';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database, User } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { isAdministrator } from '../../pipeline/access';
import { hiddenItemsOf } from './visibility.service';
import { countedMemberTotal } from './member-list-total';

type Db = Kysely<Database>;
type ListInput = z.infer<typeof adminMemberListParamsSchema>;

/** A member as the administrators' pages show them (never the password hash). */
export function presentMember(user: User, departmentName: string | null): AdminMemberRow {
  return {
    userId: user.id,
    account: user.account,
    username: user.username,
    department: departmentName ?? user.department,
    post: user.post,
    phone: user.phone,
    email: user.email,
    isAdmin: isAdministrator(user),
    locked: user.locked === 1,
    blocked: user.blocked === 1,
    mustChangePassword: user.must_change_password === 1,
    createdAt: Number(user.created_at),
  };
}

/** The enterprise's department tree, flattened in display order with each node's depth. */
async function departmentTree(db: Db) {
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = row.parent_id ?? null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: { id: number; name: string; depth: number; parentId: number | null }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      out.push({ id: row.id, name: row.name, depth, parentId: row.parent_id });
      if (depth < 20) walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A department and every department under it (a filter on a parent shows its sub-departments' members). */
function withDescendants(tree: { id: number; parentId: number | null }[], id: number): number[] {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree)
      if (node.parentId !== null && ids.has(node.parentId) && !ids.has(node.id)) {
        ids.add(node.id);
        grew = true;
      }
  }
  return [...ids];
}

export async function listMembers(db: Db, input: ListInput): Promise<AdminMemberList> {
  const tree = await departmentTree(db);
  const departments = tree.map(({ id, name, depth }) => ({ id, name, depth }));
  // Filters and the total on `users` alone; the department's name is joined for the page's rows only.
  let query = db.selectFrom('users');
  let departmentIds: number[] | null = null;
  if (input.departmentId !== undefined) {
    if (!tree.some((d) => d.id === input.departmentId))
      return { total: 0, page: input.page, pageSize: input.pageSize, items: [], departments };
    departmentIds = withDescendants(tree, input.departmentId);
    query = query.where('users.department_id', 'in', departmentIds);
  }
  if (input.keyword) {
    // A keyword matches name, account, phone, email or post; `%` and `_` typed are literal.
    const pattern = containsPattern(input.keyword);
    query = query.where((eb) =>
      eb.or(
        ['users.username', 'users.account', 'users.phone', 'users.email', 'users.post'].map((column) =>
          likeInsensitive(sql.ref(column), pattern),
        ),
      ),
    );
  }
  if (input.status === 'locked') query = query.where('users.locked', '=', 1);
  if (input.status === 'blocked') query = query.where('users.blocked', '=', 1);
  if (input.status === 'active') query = query.where('users.locked', '=', 0).where('users.blocked', '=', 0);
  // Without a keyword the total is read from counters kept on write (migration 0045, decision 0061):
  // a few keys per department, not a count of every member. A keyword search counts its matches.
  const total = input.keyword
    ? await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    : { n: await countedMemberTotal(db, input, departmentIds) };
  const rows = await query
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .selectAll('users')
    .select('departments.name as department_name')
    .orderBy('users.id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    total: Number(total.n),
    page: input.page,
    pageSize: input.pageSize,
    items: rows.map(({ department_name, ...user }) => presentMember(user as User, department_name)),
    departments,
  };
}

/** A member of the caller's enterprise (the scoped handle never finds another's), or 44521. */
export async function memberOf(db: Db, userId: number): Promise<{ user: User; departmentName: string | null }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .selectAll('users')
    .select('departments.name as department_name')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.ADMIN_MEMBER_NOT_FOUND);
  const { department_name, ...user } = row;
  return { user: user as User, departmentName: department_name };
}

export async function memberDetail(db: Db, userId: number, language: string): Promise<AdminMemberDetail> {
  const { user, departmentName } = await memberOf(db, userId);
  const certificates = await db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('acquired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const actions = await db
    .selectFrom('member_admin_actions as m')
    .leftJoin('users as a', 'a.id', 'm.admin_id')
    .select(['m.id', 'm.action', 'm.detail', 'm.created_at', 'a.username as admin_name', 'a.account as admin_account'])
    .where('m.user_id', '=', userId)
    .orderBy('m.id', 'desc')
    .limit(ADMIN_MEMBER_LIMITS.auditShown)
    .execute();
  return {
    member: presentMember(user, departmentName),
    hidden: await hiddenItemsOf(db, userId, language),
    certificates: certificates.map((c) => ({
      id: c.id,
      name: c.name,
      sourceName: c.source_name,
      serial: c.serial,
      acquiredAt: Number(c.acquired_at),
      expiresAt: c.expires_at === null ? null : Number(c.expires_at),
      revokedAt: c.revoked_at === null ? null : Number(c.revoked_at),
      revokeReason: c.revoke_reason,
    })),
    actions: actions.map((a) => ({
      id: a.id,
      action: a.action as MemberAuditAction,
      detail: a.detail,
      adminName: a.admin_name || a.admin_account || '',
      createdAt: Number(a.created_at),
    })),
  };
}

import { sql, type Kysely } from 'kysely';
import {
  ASSIGNMENT_LIMITS,
  ErrorCode,
  type AssignAudience,
  type AssignAudiencePreview,
  type AssignPickerDepartment,
  type AssignPickerMember,
} from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';

type Db = Kysely<Database>;

/**
 * Who an assignment reaches (decision 0055): the chosen members, every member of the chosen
 * departments and of their sub-departments (the tree), and every member holding one of the chosen
 * posts — each learner once. Blocked and locked accounts are left out (they cannot study). An id
 * of another enterprise is not found here (ctx.db is scoped), so it is refused as NOT_FOUND.
 */
export async function resolveAudience(db: Db, audience: AssignAudience): Promise<number[]> {
  const userIds = [...new Set(audience.userIds)];
  const departmentIds = [...new Set(audience.departmentIds)];
  const posts = [...new Set(audience.posts.map((p) => p.trim()).filter(Boolean))];
  if (userIds.length + departmentIds.length + posts.length === 0) throw new AppError(ErrorCode.ASSIGN_AUDIENCE_EMPTY);
  if (userIds.length > 0) {
    const found = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
    if (found.length !== userIds.length) throw new AppError(ErrorCode.NOT_FOUND);
  }
  const departments = departmentIds.length > 0 ? await departmentsWithin(db, departmentIds) : [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('blocked', '=', 0)
    .where('locked', '=', 0)
    .where((eb) => {
      const any = [];
      if (userIds.length > 0) any.push(eb('id', 'in', userIds));
      if (departments.length > 0) any.push(eb('department_id', 'in', departments));
      if (posts.length > 0) any.push(eb('post', 'in', posts));
      return eb.or(any);
    })
    .orderBy('id')
    .limit(ASSIGNMENT_LIMITS.maxAudience + 1)
    .execute();
  if (rows.length > ASSIGNMENT_LIMITS.maxAudience) throw new AppError(ErrorCode.ASSIGN_AUDIENCE_TOO_LARGE);
  if (rows.length === 0) throw new AppError(ErrorCode.ASSIGN_AUDIENCE_EMPTY);
  return rows.map((r) => r.id);
}

/** The chosen departments and all below them; a department of another enterprise is NOT_FOUND. */
async function departmentsWithin(db: Db, chosen: number[]): Promise<number[]> {
  const all = await db.selectFrom('departments').select(['id', 'parent_id']).execute();
  const known = new Set(all.map((d) => d.id));
  if (chosen.some((id) => !known.has(id))) throw new AppError(ErrorCode.NOT_FOUND);
  const children = new Map<number, number[]>();
  for (const d of all) {
    if (d.parent_id === null) continue;
    children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  }
  const within = new Set<number>();
  const stack = [...chosen];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (within.has(id)) continue; // a cycle in bad data must not loop forever
    within.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...within];
}

/** How many learners the audience reaches, with the first few names. */
export async function previewAudience(db: Db, audience: AssignAudience): Promise<AssignAudiencePreview> {
  const ids = await resolveAudience(db, audience);
  const sample = await db
    .selectFrom('users')
    .select(['username', 'account'])
    .where('id', 'in', ids.slice(0, 5))
    .orderBy('id')
    .execute();
  return { learners: ids.length, sample: sample.map((u) => u.username || u.account) };
}

/** The member picker: members found by name or account, with their department and post. */
export async function searchMembers(db: Db, keyword: string): Promise<AssignPickerMember[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('departments as d', (join) => join.onRef('d.id', '=', 'u.department_id'))
    .select(['u.id', 'u.username', 'u.account', 'u.department', 'u.post', 'd.name as departmentName'])
    .where('u.blocked', '=', 0)
    .where('u.locked', '=', 0);
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([likeInsensitive(sql.ref('u.username'), pattern), likeInsensitive(sql.ref('u.account'), pattern)]),
    );
  }
  const rows = await query.orderBy('u.username').orderBy('u.id').limit(ASSIGNMENT_LIMITS.pickerSize).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.username || r.account,
    account: r.account,
    department: r.departmentName ?? r.department,
    post: r.post,
  }));
}

/** The department tree (flat, parents first by sort) and the posts, with their member counts. */
export async function audienceOptions(db: Db): Promise<{
  departments: AssignPickerDepartment[];
  posts: Array<{ name: string; members: number }>;
}> {
  const departments = await db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('users')
    .select(['department_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('blocked', '=', 0)
    .where('locked', '=', 0)
    .where('department_id', 'is not', null)
    .groupBy('department_id')
    .execute();
  const byDepartment = new Map(counts.map((c) => [Number(c.department_id), Number(c.n)]));
  const posts = await db
    .selectFrom('users')
    .select(['post', (eb) => eb.fn.countAll<number>().as('n')])
    .where('blocked', '=', 0)
    .where('locked', '=', 0)
    .where('post', '!=', '')
    .groupBy('post')
    .orderBy('post')
    .limit(200)
    .execute();
  return {
    departments: departments.map((d) => ({
      id: d.id,
      parentId: d.parent_id,
      name: d.name,
      members: byDepartment.get(d.id) ?? 0,
    })),
    posts: posts.map((p) => ({ name: p.post, members: Number(p.n) })),
  };
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ErrorCode, type MessagingAudienceOptions, type MessagingAudienceScope } from '../../../protocol';
import type { Database } from '../../db/schema';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { AppError } from '../../pipeline/app-error';
import { ADMIN_MESSAGING_LIMITS } from '../../../protocol';

/** Who a message goes to (decision 0057). `db` is scoped to the administrator's enterprise. */
export interface Audience {
  scope: MessagingAudienceScope;
  departmentIds: number[];
  userIds: number[];
}

export interface ResolvedAudience {
  /** null = everyone (the broadcast is visible to every member, also those who join later). */
  recipients: number[] | null;
  count: number;
  /** Department or member names, for the sent list. */
  label: string;
}

const LABEL_NAMES = 3;

function labelOf(names: string[]): string {
  const shown = names.slice(0, LABEL_NAMES).join(', ');
  return names.length > LABEL_NAMES ? `${shown} +${names.length - LABEL_NAMES}` : shown;
}

/** A department and every department below it. */
function subtree(departments: { id: number; parent_id: number | null }[], roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const d of departments) {
    if (d.parent_id === null) continue;
    children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.id]);
  }
  const seen = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return [...seen];
}

/**
 * The members an audience reaches. Ids of another enterprise are not found in the scoped tables
 * and are refused as a whole (nothing is sent to the rest).
 */
export async function resolveAudience(db: Kysely<Database>, audience: Audience): Promise<ResolvedAudience> {
  if (audience.scope === 'all') {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { recipients: null, count: Number(row.n), label: '' };
  }
  if (audience.scope === 'departments') {
    const wanted = [...new Set(audience.departmentIds)];
    const departments = await db.selectFrom('departments').select(['id', 'parent_id', 'name']).execute();
    const named = departments.filter((d) => wanted.includes(d.id));
    if (named.length !== wanted.length) throw new AppError(ErrorCode.MESSAGING_AUDIENCE_NOT_FOUND);
    const ids = subtree(departments, wanted);
    const users = await db.selectFrom('users').select('id').where('department_id', 'in', ids).orderBy('id').execute();
    if (users.length === 0) throw new AppError(ErrorCode.MESSAGING_AUDIENCE_EMPTY);
    return { recipients: users.map((u) => u.id), count: users.length, label: labelOf(named.map((d) => d.name)) };
  }
  const wanted = [...new Set(audience.userIds)];
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', wanted)
    .orderBy('id')
    .execute();
  if (users.length !== wanted.length) throw new AppError(ErrorCode.MESSAGING_AUDIENCE_NOT_FOUND);
  return { recipients: users.map((u) => u.id), count: users.length, label: labelOf(users.map((u) => u.username)) };
}

/** The picker's choices: every department with its own member count, and members matching a keyword. */
export async function audienceOptions(
  db: Kysely<Database>,
  keyword: string | undefined,
): Promise<MessagingAudienceOptions> {
  const departments = await db
    .selectFrom('departments as d')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.parent_id',
      eb
        .selectFrom('users as u')
        .whereRef('u.department_id', '=', 'd.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('members'),
    ])
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  const names = new Map(departments.map((d) => [d.id, d.name]));
  let members = db
    .selectFrom('users')
    .select(['id', 'username', 'account', 'department_id', 'department'])
    .orderBy('username')
    .orderBy('id')
    .limit(ADMIN_MESSAGING_LIMITS.memberMatches);
  if (keyword) {
    const pattern = containsPattern(keyword);
    members = members.where((eb) =>
      eb.or([likeInsensitive(sql.ref('username'), pattern), likeInsensitive(sql.ref('account'), pattern)]),
    );
  }
  return {
    departments: departments.map((d) => ({
      id: d.id,
      name: d.name,
      parentId: d.parent_id,
      members: Number(d.members ?? 0),
    })),
    members: (await members.execute()).map((u) => ({
      id: u.id,
      name: u.username,
      account: u.account,
      department: (u.department_id !== null ? names.get(u.department_id) : undefined) ?? u.department,
    })),
  };
}

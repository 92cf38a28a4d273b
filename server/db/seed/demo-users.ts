import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../schema';
import { forTenant } from '../tenant-scope';
import { SEED_TIME } from './demo-data';

/**
 * One insert for the demo learners the administrators' seeds add (members, assignments, outreach,
 * approvals). They used to repeat the whole users row, each with its own idea of which columns to
 * name; here the defaults of an ordinary learner are written once and a seed names only what makes
 * its people different. Ids keep coming from the insert order, so callers insert in the order they did.
 */
export interface DemoUser {
  eid?: number;
  account: string;
  username: string;
  /** A hash of DEMO_PASSWORD (see `demoPasswordHash`); hashing once per seed keeps the seed fast. */
  passwordHash: string;
  department?: string;
  departmentId?: number | null;
  post?: string;
  phone?: string;
  language?: string;
  locked?: boolean;
  blocked?: boolean;
  mustChangePassword?: boolean;
  createdAt?: number;
}

export function demoUserRow(u: DemoUser): Insertable<UsersTable> {
  return {
    eid: u.eid ?? 1,
    account: u.account,
    password_hash: u.passwordHash,
    username: u.username,
    image: '',
    type: 1,
    isdeleteadmin: 0,
    score: 0,
    credit: 0,
    weixin_user_id: '',
    dingtalk_user_id: '',
    phone: u.phone ?? '',
    email: `${u.account}@example.com`,
    department: u.department ?? '',
    department_id: u.departmentId ?? null,
    ...(u.post === undefined ? {} : { post: u.post }),
    locked: u.locked ? 1 : 0,
    ...(u.blocked ? { blocked: 1 } : {}),
    ...(u.mustChangePassword ? { must_change_password: 1 } : {}),
    language: u.language ?? 'auto',
    selected_portal_id: null,
    created_at: u.createdAt ?? SEED_TIME,
  };
}

/** Inserts one demo learner and returns its id. */
export async function insertDemoUser(trx: Kysely<Database>, user: DemoUser): Promise<number> {
  const row = await trx.insertInto('users').values(demoUserRow(user)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The password hash of an existing seeded account (the `learner` by default): demo learners share it,
 * so they sign in with the demo password without hashing again.
 */
export async function demoPasswordHash(trx: Kysely<Database>, account = 'learner', eid = 1): Promise<string> {
  const row = await forTenant(trx, eid)
    .selectFrom('users')
    .select('password_hash')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** The id of a seeded account (the `admin` who sends, assigns and decides in the demo rows). */
export async function demoAccountId(trx: Kysely<Database>, account: string, eid = 1): Promise<number> {
  const row = await forTenant(trx, eid)
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Seeded accounts by name, in id order (the order they were inserted); missing accounts are left out. */
export async function demoAccounts(
  trx: Kysely<Database>,
  accounts: readonly string[],
  eid = 1,
): Promise<Array<{ id: number; account: string }>> {
  if (accounts.length === 0) return [];
  return forTenant(trx, eid)
    .selectFrom('users')
    .select(['id', 'account'])
    .where('account', 'in', accounts)
    .orderBy('id')
    .execute();
}

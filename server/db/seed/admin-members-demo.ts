import type { Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { Database } from '../schema';
import { DEMO_PASSWORD, SEED_TIME } from './demo-data';
import { demoAccountId, insertDemoUser } from './demo-users';

/*
 * Administrators' member management demo (decision 0054): members of eid 1 to act on, in every
 * state (active, locked, blocked, initial password, content hidden, certificates valid and revoked,
 * a history), with names and posts in Simplified Chinese, Traditional Chinese and English. They are
 * inserted last, so no other area's lists, rankings or counts read them. The e2e specs own two:
 * `mbr-block` (blocked and unblocked by e2e/admin/members.spec.ts) and `mbr-probe` (XSS probe).
 */
const DAY = 24 * 60 * 60 * 1000;

interface DemoMember {
  account: string;
  username: string;
  post: string;
  department: string;
  phone: string;
  locked?: boolean;
  blocked?: boolean;
  mustChange?: boolean;
}

export const ADMIN_MEMBER_DEMO: DemoMember[] = [
  { account: 'mbr-block', username: '周敏', post: '客服专员', department: 'Customer Service', phone: '13900001001' },
  {
    account: 'mbr-lock',
    username: '林嘉欣',
    post: '業務專員',
    department: 'East Region',
    phone: '13900001002',
    locked: true,
  },
  {
    account: 'mbr-blocked',
    username: 'Oliver Grant',
    post: 'Field Engineer',
    department: 'Platform',
    phone: '13900001003',
    blocked: true,
  },
  {
    account: 'mbr-reset',
    username: '王磊',
    post: '产品经理',
    department: 'Product Design',
    phone: '13900001004',
    mustChange: true,
  },
  { account: 'mbr-visibility', username: '陳美玲', post: '人資專員', department: 'Recruiting', phone: '13900001005' },
  {
    account: 'mbr-probe',
    username: 'Probe Member',
    post: 'QA Analyst',
    department: 'Quality Assurance',
    phone: '13900001006',
  },
];

export async function seedAdminMembers(trx: Transaction<Database>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const departments = await trx.selectFrom('departments').select(['id', 'name']).where('eid', '=', 1).execute();
  const adminId = await demoAccountId(trx, 'admin');
  const ids: Record<string, number> = {};
  for (const m of ADMIN_MEMBER_DEMO) {
    const department = departments.find((d) => d.name === m.department);
    ids[m.account] = await insertDemoUser(trx, {
      account: m.account,
      passwordHash,
      username: m.username,
      phone: m.phone,
      department: m.department,
      departmentId: department?.id ?? null,
      post: m.post,
      locked: m.locked,
      blocked: m.blocked,
      mustChangePassword: m.mustChange,
    });
  }

  const history = [
    { account: 'mbr-lock', action: 'lock', detail: '多次异常登录，待核实身份' },
    { account: 'mbr-blocked', action: 'block', detail: 'Left the company' },
    { account: 'mbr-reset', action: 'reset_password', detail: '' },
  ];
  for (const [index, h] of history.entries())
    await trx
      .insertInto('member_admin_actions')
      .values({
        eid: 1,
        user_id: ids[h.account]!,
        admin_id: adminId,
        action: h.action,
        detail: h.detail,
        created_at: SEED_TIME - (index + 1) * DAY,
      })
      .execute();

  // 陳美玲: one course and one activity hidden, a valid certificate and a revoked one.
  const viewer = ids['mbr-visibility']!;
  const course = await trx
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('eid', '=', 1)
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirst();
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'title'])
    .where('eid', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  for (const [kind, item] of [
    ['course', course],
    ['activity', activity],
  ] as const) {
    if (!item) continue;
    await trx
      .insertInto('member_hidden_items')
      .values({ eid: 1, user_id: viewer, kind, item_id: item.id, created_by: adminId, created_at: SEED_TIME - DAY })
      .execute();
    await trx
      .insertInto('member_admin_actions')
      .values({
        eid: 1,
        user_id: viewer,
        admin_id: adminId,
        action: 'hide',
        detail: `${kind}: ${item.title}`,
        created_at: SEED_TIME - DAY,
      })
      .execute();
  }
  const certificates = [
    { user: viewer, name: '信息安全意识', serial: 'AM-2026-001', revoked: false },
    { user: viewer, name: '新員工入職培訓', serial: 'AM-2026-002', revoked: true },
    { user: ids['mbr-probe']!, name: 'Forklift safety', serial: 'AM-2026-101', revoked: false },
    { user: ids['mbr-probe']!, name: 'First aid', serial: 'AM-2026-102', revoked: false },
    { user: ids['mbr-probe']!, name: 'Fire warden', serial: 'AM-2026-103', revoked: false },
  ];
  for (const c of certificates)
    await trx
      .insertInto('certificates')
      .values({
        eid: 1,
        user_id: c.user,
        name: c.name,
        source_kind: 'manual',
        source_id: null,
        source_name: 'Aurora Learning Academy',
        serial: c.serial,
        acquired_at: SEED_TIME - 30 * DAY,
        expires_at: null,
        revoked_at: c.revoked ? SEED_TIME - 2 * DAY : null,
        revoke_reason: c.revoked ? '资料有误，重新颁发' : '',
        expiry_notified_at: null,
        created_at: SEED_TIME - 30 * DAY,
      })
      .execute();
  await trx
    .insertInto('member_admin_actions')
    .values({
      eid: 1,
      user_id: viewer,
      admin_id: adminId,
      action: 'revoke_certificate',
      detail: '新員工入職培訓: 资料有误，重新颁发',
      created_at: SEED_TIME - 2 * DAY,
    })
    .execute();
}

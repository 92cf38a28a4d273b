import type { Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';
import { demoAccountId, demoPasswordHash, insertDemoUser } from './demo-users';

/**
 * Demo of administrators' messaging and the outsider entry (decision 0057), in eid 1 only and in
 * rows no other area lists: the "Field Service" department (with a sub-department) and its three
 * members, admin messages and information sent to them alone (zh_cn, zh_hant, en_us; one read),
 * the outsider code GUEST726, and outsiders waiting (three languages) or refused.
 */
export const OUTREACH_DEMO = {
  department: 'Field Service',
  subDepartment: 'Field Service North',
  /** Accounts (demo password): lead and newcomer in Field Service, technician in its North team. */
  members: [
    { account: 'fieldlead', username: '赵敏', sub: false },
    { account: 'fieldtech', username: 'Owen Price', sub: true },
    { account: 'fieldnew', username: '郭詠欣', sub: false },
  ],
  outsiderCode: 'GUEST726',
  /** Tickets of seeded applications, so the waiting and refused notices can be opened in the demo. */
  waitingTicket: 'demo-outsider-waiting-ticket-0001',
  refusedTicket: 'demo-outsider-refused-ticket-0001',
} as const;

const DAY = 86_400_000;
const FAR_FUTURE = Date.UTC(2099, 11, 31);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function seedOutreach(trx: Transaction<Database>): Promise<void> {
  const eid = 1;
  const passwordHash = await demoPasswordHash(trx, 'learner', eid);
  const adminId = await demoAccountId(trx, 'admin', eid);
  const top = await trx
    .insertInto('departments')
    .values({ eid, parent_id: null, name: OUTREACH_DEMO.department, sort: 90 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const north = await trx
    .insertInto('departments')
    .values({ eid, parent_id: top.id, name: OUTREACH_DEMO.subDepartment, sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const ids: number[] = [];
  for (const m of OUTREACH_DEMO.members) {
    ids.push(
      await insertDemoUser(trx, {
        eid,
        account: m.account,
        passwordHash,
        username: m.username,
        department: m.sub ? OUTREACH_DEMO.subDepartment : OUTREACH_DEMO.department,
        departmentId: m.sub ? north.id : top.id,
      }),
    );
  }

  const sends = [
    {
      kind: 'admin' as const,
      title: '外勤安全规范更新',
      bodyHtml:
        '<p>各位同事：</p><p>本月起外勤作业需<strong>全程佩戴安全帽</strong>，详见<a href="/course" rel="noopener noreferrer" target="_blank">安全课程</a>。</p>',
      at: SEED_TIME - 3 * DAY,
      readBy: [0],
    },
    {
      kind: 'information' as const,
      title: '外勤服務季度表揚名單',
      bodyHtml: '<p>感謝北區團隊本季的出色表現！</p><ul><li>最快回應獎</li><li>客戶滿意獎</li></ul>',
      at: SEED_TIME - 2 * DAY,
      readBy: [],
    },
    {
      kind: 'admin' as const,
      title: 'New van booking process',
      bodyHtml: '<p>From next week, book service vans in the portal <em>at least one day</em> ahead.</p>',
      at: SEED_TIME - DAY,
      readBy: [],
    },
  ];
  for (const [index, s] of sends.entries()) {
    const body = s.bodyHtml
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const row = await trx
      .insertInto('message_broadcasts')
      .values({
        eid,
        kind: s.kind,
        title: s.title,
        summary: body.slice(0, 60),
        body,
        body_html: s.bodyHtml,
        author_user_id: adminId,
        created_at: s.at,
        audience: 'listed',
        recipient_count: ids.length,
        audience_label: OUTREACH_DEMO.department,
        send_key: `seed-outreach-${index}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [at, userId] of ids.entries()) {
      await trx
        .insertInto('message_broadcast_states')
        .values({
          eid,
          user_id: userId,
          broadcast_id: row.id,
          read_at: (s.readBy as number[]).includes(at) ? s.at + 3_600_000 : null,
          deleted_at: null,
        })
        .execute();
    }
  }

  await trx
    .insertInto('outsider_codes')
    .values({
      eid,
      code: OUTREACH_DEMO.outsiderCode,
      created_at: SEED_TIME,
      expires_at: FAR_FUTURE,
      created_by: adminId,
    })
    .execute();
  const applicants = [
    {
      name: '王芳',
      account: 'wangfang-guest',
      organisation: '星河物流',
      language: 'zh_cn',
      ticket: OUTREACH_DEMO.waitingTicket,
    },
    {
      name: '陳志明',
      account: 'chan-guest',
      organisation: '港灣顧問',
      language: 'zh_hant',
      ticket: 'demo-outsider-waiting-ticket-0002',
    },
    {
      name: 'Emma Clarke',
      account: 'emma-guest',
      organisation: 'Clarke Consulting',
      language: 'en_us',
      ticket: 'demo-outsider-waiting-ticket-0003',
    },
  ];
  for (const [index, { ticket, ...fields }] of applicants.entries()) {
    await trx
      .insertInto('outsider_applications')
      .values({
        eid,
        ...fields,
        password_hash: passwordHash,
        ticket_hash: sha256(ticket),
        created_at: SEED_TIME - (3 - index) * 3_600_000,
      })
      .execute();
  }
  await trx
    .insertInto('outsider_applications')
    .values({
      eid,
      name: 'Tom Baker',
      account: 'tom-guest',
      organisation: 'Unknown Ltd',
      password_hash: passwordHash,
      ticket_hash: sha256(OUTREACH_DEMO.refusedTicket),
      status: 'rejected',
      reason: 'Not a partner of the Academy. 非合作单位。',
      language: 'en_us',
      decided_by: adminId,
      decided_at: SEED_TIME - DAY,
      created_at: SEED_TIME - 2 * DAY,
    })
    .execute();
}

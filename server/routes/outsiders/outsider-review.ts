import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { emitDomainEvent } from '../../lib/domain-events';
import type { OutsiderApplicationRow } from '../../db/schema-outreach';
import { pendingOutsiders } from './outsider-code.service';

/**
 * Outsider entries in the approvals queue (the ReviewSource contract of server/routes/admin-approvals,
 * decision 0053; this side: decision 0057). Approving makes the person an ordinary learner of the
 * enterprise with the account and password they chose; rejecting keeps the reason for their notice.
 * Only pending rows change (a conditional update), so a double click or two administrators decide once.
 */
type Status = 'pending' | 'approved' | 'rejected';

function present(row: OutsiderApplicationRow) {
  const about = [row.account, row.organisation, row.phone].filter(Boolean).join(' · ');
  return {
    kind: 'outsider',
    id: row.id,
    title: row.name,
    excerpt: about,
    authorId: row.user_id ?? 0,
    authorName: row.name,
    createdAt: row.created_at,
    status: row.status,
    reason: row.reason ?? '',
    decidedAt: row.decided_at,
  };
}

async function list(
  db: Kysely<Database>,
  q: { status: Status; keyword?: string | undefined; page: number; pageSize: number },
) {
  let base = db.selectFrom('outsider_applications').where('status', '=', q.status);
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    base = base.where((eb) =>
      eb.or([
        likeInsensitive(sql.ref('name'), pattern),
        likeInsensitive(sql.ref('account'), pattern),
        likeInsensitive(sql.ref('organisation'), pattern),
      ]),
    );
  }
  const direction = q.status === 'pending' ? 'asc' : 'desc';
  const rows = await base
    .selectAll()
    .orderBy(q.status === 'pending' ? 'created_at' : 'decided_at', direction)
    .orderBy('id', direction)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(total.n), items: rows.map(present) };
}

async function decideOne(
  db: Kysely<Database>,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  adminId: number,
  now: number,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable('outsider_applications')
        .set({
          status: decision === 'approve' ? 'approved' : 'rejected',
          reason: decision === 'reject' ? reason : null,
          decided_by: adminId,
          decided_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      if (decision === 'reject') return true;
      const user = await trx
        .insertInto('users')
        .values({
          eid: row.eid,
          account: row.account,
          password_hash: row.password_hash,
          username: row.name,
          image: '',
          type: 1,
          isdeleteadmin: 0,
          score: 0,
          credit: 0,
          weixin_user_id: '',
          dingtalk_user_id: '',
          phone: row.phone,
          email: '',
          department: row.organisation,
          locked: 0,
          language: row.language,
          selected_portal_id: null,
          department_id: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['eid', 'account']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // The account became a member's since the person joined: roll back and leave it pending.
      if (!user) throw new AccountTaken();
      await trx.updateTable('outsider_applications').set({ user_id: user.id }).where('id', '=', id).execute();
      const enterprise = await trx
        .selectFrom('enterprises')
        .select('name')
        .where('id', '=', row.eid)
        .executeTakeFirst();
      await emitDomainEvent(trx, {
        type: 'outsider.approved',
        eid: row.eid,
        at: now,
        userId: user.id,
        enterpriseName: enterprise?.name ?? '',
      });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AccountTaken) return false;
      throw error;
    });
}

class AccountTaken extends Error {}

export const outsiderReviewSource = {
  kind: 'outsider',
  list,
  async decide(
    db: Kysely<Database>,
    ids: number[],
    decision: 'approve' | 'reject',
    reason: string | null,
    adminId: number,
    env?: { now: number },
  ): Promise<number> {
    const now = env?.now ?? Date.now();
    let changed = 0;
    for (const id of [...new Set(ids)]) if (await decideOne(db, id, decision, reason, adminId, now)) changed++;
    return changed;
  },
  pendingCount: pendingOutsiders,
};

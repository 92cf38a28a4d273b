import type { Kysely, Transaction } from 'kysely';
import type { MemberAuditAction } from '../../../protocol';
import type { Database } from '../../db/schema';

/** Who acts, where and when: every administrator action on a member is written with these. */
export interface AdminScope {
  db: Kysely<Database>;
  eid: number;
  adminId: number;
  now: number;
}

/** One audit row (who, when, what, on whom), in the same transaction as the change it records. */
export async function audit(
  trx: Transaction<Database>,
  scope: AdminScope,
  userId: number,
  action: MemberAuditAction,
  detail: string,
): Promise<void> {
  await trx
    .insertInto('member_admin_actions')
    .values({ eid: scope.eid, user_id: userId, admin_id: scope.adminId, action, detail, created_at: scope.now })
    .execute();
}

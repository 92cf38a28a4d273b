import type { Kysely } from 'kysely';
import type { BootstrapConfig } from '../../config';
import { hashPassword } from '../../lib/password';
import { resetIdentitySequences } from '../engine';
import type { Database } from '../schema';

/** An installed enterprise does not expire by itself; an operator shortens it when a contract says so. */
const NO_EXPIRY = Date.UTC(2099, 11, 31);

/**
 * A real empty install (production, no demo data): one private enterprise with one super
 * administrator (type 2) who chose their own password, so nothing published can sign in.
 * The enterprise gets the id the portal asks for when a request names none (DEFAULT_EID).
 */
export async function installFirstEnterprise(
  db: Kysely<Database>,
  input: BootstrapConfig & { eid: number; now: number },
): Promise<void> {
  const passwordHash = await hashPassword(input.adminPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enterprises')
      .values({
        ...(input.eid > 0 ? { id: input.eid } : {}),
        name: input.enterpriseName,
        platform_flag: 'pc',
        dingtalk_corp_id: '',
        corpid: '',
        show_user_register: 'N',
        switch_language: 'Y',
        language: 'zh_cn',
        theme_color: '',
        hover_color: '',
        puborg: '0',
        pc_scan_qrcode_login_url: '',
        mxybeta: '[]',
        link_icon: '',
        you_fen_mall_switch: 'N',
        custom_domain: null,
        cookies_domain: '',
        is_alpha: '[]',
        expires_at: NO_EXPIRY,
        locked: 0,
        deleted: 0,
        max_users: 1000,
        created_at: input.now,
      })
      .execute();
    const enterprise = await trx.selectFrom('enterprises').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        eid: enterprise.id,
        account: input.adminAccount,
        password_hash: passwordHash,
        username: input.adminAccount,
        image: '',
        type: 2,
        isdeleteadmin: 0,
        score: 0,
        credit: 0,
        weixin_user_id: '',
        dingtalk_user_id: '',
        phone: '',
        email: '',
        department: '',
        locked: 0,
        language: 'auto',
        selected_portal_id: null,
        created_at: input.now,
      })
      .execute();
  });
  // The enterprise may have been given its id (PostgreSQL: move the sequence on).
  await resetIdentitySequences(db);
}

import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { Database } from '../schema';
import { DEMO_ENTERPRISES, DEMO_PASSWORD, DEMO_PORTALS, DEMO_USERS, SEED_TIME } from './demo-data';

/** True when the database holds no enterprise yet (a fresh install). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('enterprises').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Insert the demo data set in one transaction. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const e of DEMO_ENTERPRISES) {
      await trx
        .insertInto('enterprises')
        .values({
          id: e.id,
          name: e.name,
          platform_flag: 'pc',
          dingtalk_corp_id: e.dingtalk_corp_id,
          corpid: e.corpid,
          show_user_register: e.show_user_register,
          switch_language: e.switch_language,
          language: 'zh_cn',
          theme_color: e.theme_color,
          hover_color: e.hover_color,
          puborg: e.puborg,
          pc_scan_qrcode_login_url: '',
          mxybeta: '[]',
          link_icon: '',
          you_fen_mall_switch: e.you_fen_mall_switch,
          custom_domain: e.custom_domain,
          cookies_domain: '',
          is_alpha: JSON.stringify(e.is_alpha),
          expires_at: e.expires_at,
          locked: 0,
          deleted: 0,
          max_users: 1000,
          created_at: SEED_TIME,
        })
        .execute();
    }
    for (const p of DEMO_PORTALS) await trx.insertInto('user_portals').values(p).execute();
    for (const u of DEMO_USERS) {
      await trx
        .insertInto('users')
        .values({
          eid: u.eid,
          account: u.account,
          password_hash: passwordHash,
          username: u.username,
          image: '',
          type: u.type,
          isdeleteadmin: 0,
          score: u.score ?? 0,
          credit: u.credit ?? 0,
          weixin_user_id: '',
          dingtalk_user_id: '',
          phone: '',
          email: `${u.account}@example.com`,
          department: u.department ?? '',
          locked: u.locked ? 1 : 0,
          language: 'auto',
          selected_portal_id: u.selectedPortalId ?? null,
          created_at: SEED_TIME,
        })
        .execute();
    }
  });
}

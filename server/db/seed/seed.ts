import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import { resetIdentitySequences } from '../engine';
import type { Database } from '../schema';
import { seedAuth } from './auth-demo';
import { seedCourses } from './course-demo';
import { seedDailyLoop } from './daily-loop-demo';
import { seedMicroCourses } from './micro-courses-demo';
import { seedPayments } from './payments-demo';
import { seedCourseSocial } from './course-social-demo';
import { seedCourseStudy } from './course-study-demo';
import { seedQuestionnaires } from './questionnaires-demo';
import { seedCourseLibrary } from './course-library-demo';
import { seedMessages } from './messages-demo';
import { seedHome } from './home-demo';
import { seedExams } from './exams-demo';
import { seedPractice } from './practice-demo';
import { seedActivities } from './activities-demo';
import { seedLecturers } from './lecturers-demo';
import { seedMall } from './mall-demo';
import { seedTraining } from './training-demo';
import { seedProfile } from './profile-demo';
import { seedLive } from './live-demo';
import { seedHomeworkDemo } from './homework-demo';
import { seedCommunity } from './community-demo';
import { seedAdminAssignments } from './admin-assignments-demo';
import { seedAdminApprovals } from './admin-approvals-demo';
import { seedAdminMembers } from './admin-members-demo';
import { seedOutreach } from './outreach-demo';
import { seedAdminStatistics } from './admin-statistics-demo';
import { recountTaskCounters } from '../../routes/tasks';
import {
  DEMO_ENTERPRISES,
  DEMO_HOST_BINDINGS,
  DEMO_PASSWORD,
  DEMO_PORTAL_MEMBERS,
  DEMO_PORTALS,
  DEMO_SSO_SECRETS,
  DEMO_USERS,
  DEMO_VERIFIED_PHONES,
  SEED_TIME,
} from './demo-data';

/** True when the database holds no enterprise yet (a fresh install). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('enterprises')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
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
          pc_scan_qrcode_login_url: ('pc_scan_qrcode_login_url' in e && e.pc_scan_qrcode_login_url) || '',
          mxybeta: '[]',
          link_icon: '',
          you_fen_mall_switch: e.you_fen_mall_switch,
          custom_domain: e.custom_domain,
          cookies_domain: '',
          is_alpha: JSON.stringify(e.is_alpha),
          expires_at: e.expires_at,
          locked: 'locked' in e && e.locked ? 1 : 0,
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
    await seedAccountLinks(trx);
    await seedProfile(trx);
    await seedAuth(trx);
    await seedCourses(trx);
    await seedCourseLibrary(trx);
    await seedCourseStudy(trx);
    await seedCourseSocial(trx);
    await seedPayments(trx);
    await seedMicroCourses(trx);
    await seedDailyLoop(trx);
    await seedMessages(trx);
    await seedHome(trx);
    await seedExams(trx);
    await seedPractice(trx);
    await seedLecturers(trx);
    await seedQuestionnaires(trx);
    await seedMall(trx);
    await seedActivities(trx);
    await seedTraining(trx);
    await seedLive(trx);
    await seedHomeworkDemo(trx);
    await seedCommunity(trx);
    await seedAdminAssignments(trx);
    await seedAdminMembers(trx);
    await seedAdminApprovals(trx);
    await seedOutreach(trx);
    await seedAdminStatistics(trx);
    // Task states and list counters of the rows written above (decision 0058).
    await recountTaskCounters(trx, Date.now());
  });
  // The demo's enterprises, portals and a few others have fixed ids (PostgreSQL: move the sequences on).
  await resetIdentitySequences(db);
}

/** 0005-accounts: verified phones linking one person's accounts, portal members, SSO secrets (decision 0007). */
async function seedAccountLinks(trx: Transaction<Database>): Promise<void> {
  const userId = async (eid: number, account: string) =>
    (
      await trx
        .selectFrom('users')
        .select('id')
        .where('eid', '=', eid)
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id;
  for (const p of DEMO_VERIFIED_PHONES) {
    await trx
      .updateTable('users')
      .set({ phone: p.phone, phone_verified_at: SEED_TIME })
      .where('eid', '=', p.eid)
      .where('account', '=', p.account)
      .execute();
  }
  for (const m of DEMO_PORTAL_MEMBERS) {
    await trx
      .insertInto('user_portal_members')
      .values({ portal_id: m.portalId, eid: m.eid, user_id: await userId(m.eid, m.account) })
      .execute();
  }
  for (const b of DEMO_HOST_BINDINGS) {
    await trx
      .updateTable('users')
      .set({ dingtalk_user_id: b.dingtalkUserId, weixin_user_id: b.weixinUserId })
      .where('eid', '=', b.eid)
      .where('account', '=', b.account)
      .execute();
  }
  for (const [eid, secret] of Object.entries(DEMO_SSO_SECRETS)) {
    await trx.updateTable('enterprises').set({ sso_secret: secret }).where('id', '=', Number(eid)).execute();
  }
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * 0002-auth demo data (decision 0004): phones for sign-in by code, the blocked account,
 * per-enterprise sign-in settings and readable user agreements for eid 1 and eid 2.
 * Phones are only given to accounts that have none (0005-accounts links `learner`).
 */
export const DEMO_AUTH_PHONES: Array<{ eid: number; account: string; phone: string }> = [
  { eid: 1, account: 'sales', phone: '13800138002' },
  { eid: 1, account: 'admin', phone: '13800138003' },
  { eid: 1, account: 'locked', phone: '13800138006' },
  { eid: 1, account: 'blocked', phone: '13800138007' },
  { eid: 2, account: 'visitor', phone: '13900139002' },
  { eid: 3, account: 'northwind', phone: '13700137001' },
];

/** Accounts an administrator has blocked (sign-in refused with blocked_by_admin). */
export const DEMO_BLOCKED_ACCOUNTS = [{ eid: 1, account: 'blocked' }];

const AURORA_AGREEMENT = {
  zh_cn: {
    title: 'Aurora 学习学院用户协议',
    html: `<h2>一、协议的范围</h2><p>本协议是您与 Aurora 学习学院（以下简称“学院”）之间关于使用学习平台的约定。您登录或使用平台即表示同意本协议。</p>
<h2>二、账号与安全</h2><p>账号由企业管理员开通，仅限本人使用。请妥善保管密码和验证码，<strong>切勿告诉他人</strong>。如发现账号被盗用，请立即联系管理员。</p>
<h2>三、学习内容</h2><ul><li>课程、考试和培训资料仅供企业内部学习使用，未经许可不得复制或传播。</li><li>考试须独立完成，平台会记录答题过程。</li></ul>
<h2>四、个人信息</h2><p>学院仅为组织学习、统计学时和颁发证书之目的处理您的姓名、手机号、部门和学习记录，并按企业的保密制度保存。</p>
<h2>五、联系我们</h2><p>如有疑问，请联系人力资源部学习发展组。</p>`,
  },
  zh_hant: {
    title: 'Aurora 學習學院使用者協議',
    html: `<h2>一、協議的範圍</h2><p>本協議是您與 Aurora 學習學院（以下簡稱「學院」）之間關於使用學習平台的約定。您登入或使用平台即表示同意本協議。</p>
<h2>二、帳號與安全</h2><p>帳號由企業管理員開通，僅限本人使用。請妥善保管密碼和驗證碼，<strong>切勿告訴他人</strong>。如發現帳號被盜用，請立即聯絡管理員。</p>
<h2>三、學習內容</h2><ul><li>課程、考試和培訓資料僅供企業內部學習使用，未經許可不得複製或傳播。</li><li>考試須獨立完成，平台會記錄答題過程。</li></ul>
<h2>四、個人資料</h2><p>學院僅為組織學習、統計學時和頒發證書之目的處理您的姓名、手機號碼、部門和學習紀錄，並按企業的保密制度保存。</p>
<h2>五、聯絡我們</h2><p>如有疑問，請聯絡人力資源部學習發展組。</p>`,
  },
  en_us: {
    title: 'Aurora Learning Academy user agreement',
    html: `<h2>1. Scope</h2><p>This agreement governs your use of the learning platform of Aurora Learning Academy ("the Academy"). By signing in or using the platform you accept it.</p>
<h2>2. Your account</h2><p>Accounts are opened by the enterprise administrator and are for your personal use only. Keep your password and verification codes safe and <strong>never share them</strong>. If you suspect misuse, tell the administrator at once.</p>
<h2>3. Learning content</h2><ul><li>Courses, exams and training material are for internal learning only and may not be copied or passed on without permission.</li><li>Exams must be taken on your own; the platform records how they are answered.</li></ul>
<h2>4. Personal data</h2><p>The Academy processes your name, phone number, department and learning records only to organise learning, count study hours and issue certificates, and keeps them under the enterprise's confidentiality rules.</p>
<h2>5. Contact</h2><p>Questions go to the Learning &amp; Development team in HR.</p>`,
  },
};

const OPEN_HUB_AGREEMENT = {
  zh_cn: {
    title: 'Open Course Hub 用户注册协议',
    html: `<h2>欢迎注册 Open Course Hub</h2><p>Open Course Hub 是面向公众开放的在线学习平台。注册前请仔细阅读本协议，勾选同意即表示您接受全部条款。</p>
<h2>1. 注册与账号</h2><ul><li>请使用本人手机号注册，并通过短信验证码完成验证。</li><li>一个手机号只能注册一个账号；账号不得转让或出借。</li></ul>
<h2>2. 使用规范</h2><p>您在社区发布的内容须合法、真实、友善，不得包含广告、侵权或违法信息。违反规定的内容将被删除，情节严重的账号将被停用。</p>
<h2>3. 积分与证书</h2><p>学习获得的积分和证书仅限本平台使用，不可兑换现金。</p>
<h2>4. 隐私保护</h2><p>我们仅收集提供学习服务所必需的信息（手机号、姓名、学习记录），不会向第三方出售您的个人信息。</p>
<h2>5. 协议变更</h2><p>协议如有修改，我们会在平台公告；继续使用即视为接受修改后的协议。</p>`,
  },
  zh_hant: {
    title: 'Open Course Hub 使用者註冊協議',
    html: `<h2>歡迎註冊 Open Course Hub</h2><p>Open Course Hub 是面向公眾開放的線上學習平台。註冊前請仔細閱讀本協議，勾選同意即表示您接受全部條款。</p>
<h2>1. 註冊與帳號</h2><ul><li>請使用本人手機號碼註冊，並透過簡訊驗證碼完成驗證。</li><li>一個手機號碼只能註冊一個帳號；帳號不得轉讓或出借。</li></ul>
<h2>2. 使用規範</h2><p>您在社群發佈的內容須合法、真實、友善，不得包含廣告、侵權或違法資訊。違反規定的內容將被刪除，情節嚴重的帳號將被停用。</p>
<h2>3. 積分與證書</h2><p>學習獲得的積分和證書僅限本平台使用，不可兌換現金。</p>
<h2>4. 隱私保護</h2><p>我們僅收集提供學習服務所必需的資料（手機號碼、姓名、學習紀錄），不會向第三方出售您的個人資料。</p>
<h2>5. 協議變更</h2><p>協議如有修改，我們會在平台公告；繼續使用即視為接受修改後的協議。</p>`,
  },
  en_us: {
    title: 'Open Course Hub sign-up agreement',
    html: `<h2>Welcome to Open Course Hub</h2><p>Open Course Hub is an online learning platform open to everyone. Please read this agreement before signing up; ticking the box means you accept all of it.</p>
<h2>1. Signing up</h2><ul><li>Sign up with your own mobile number and confirm it with the text-message code.</li><li>One number, one account; accounts may not be passed on or lent.</li></ul>
<h2>2. Community rules</h2><p>What you post must be lawful, truthful and kind, with no advertising or infringing material. Posts that break the rules are removed; serious cases lead to the account being blocked.</p>
<h2>3. Points and certificates</h2><p>Points and certificates earned here are valid on this platform only and cannot be exchanged for money.</p>
<h2>4. Privacy</h2><p>We collect only what the learning service needs (phone number, name, learning records) and never sell your personal data.</p>
<h2>5. Changes</h2><p>Changes to this agreement are announced on the platform; using it afterwards means you accept them.</p>`,
  },
};

export async function seedAuth(trx: Transaction<Database>): Promise<void> {
  for (const p of DEMO_AUTH_PHONES) {
    await trx
      .updateTable('users')
      .set({ phone: p.phone, phone_verified_at: SEED_TIME })
      .where('eid', '=', p.eid)
      .where('account', '=', p.account)
      .where('phone', '=', '')
      .execute();
  }
  for (const b of DEMO_BLOCKED_ACCOUNTS)
    await trx
      .updateTable('users')
      .set({ blocked: 1 })
      .where('eid', '=', b.eid)
      .where('account', '=', b.account)
      .execute();
  await trx
    .updateTable('enterprises')
    // Aurora offers every sign-in the login card can show, face included (its simulator accepts a real camera picture).
    .set({
      agreement: JSON.stringify(AURORA_AGREEMENT),
      register_url: 'https://www.example.com/aurora/join',
      login_types: JSON.stringify(['password', 'code', 'face']),
    })
    .where('id', '=', 1)
    .execute();
  // The public hub: one session per person (forced offline) and the stricter 8-15, two-kind policy.
  await trx
    .updateTable('enterprises')
    .set({ agreement: JSON.stringify(OPEN_HUB_AGREEMENT), single_session: 1, password_policy: 'two_8_15' })
    .where('id', '=', 2)
    .execute();
  // One demo enterprise per password policy of spec 001 §5 (README "Password policies"): Aurora
  // keeps the default any_6_15, the hub two_8_15; Northwind two_6_15 and Summit three_8_15.
  await trx.updateTable('enterprises').set({ password_policy: 'two_6_15' }).where('id', '=', 3).execute();
  await trx.updateTable('enterprises').set({ password_policy: 'three_8_15' }).where('id', '=', 5).execute();
}

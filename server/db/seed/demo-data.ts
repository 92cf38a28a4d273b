/**
 * The demo data set: fixed content, so every run of the seed produces the same tenants,
 * portals and people (only password salts are random, as they must be). README lists
 * the accounts; the e2e specs sign in with them.
 */
export const DEMO_PASSWORD = 'Learn#2026';

const DAY = 24 * 60 * 60 * 1000;
export const SEED_TIME = Date.UTC(2026, 0, 1);
const FAR_FUTURE = Date.UTC(2099, 11, 31);

export const DEMO_ENTERPRISES = [
  {
    id: 1,
    name: 'Aurora Learning Academy',
    theme_color: '#1d6fe0',
    hover_color: '#1558b0',
    puborg: '0' as const,
    show_user_register: 'N' as const,
    switch_language: 'Y' as const,
    custom_domain: 'aurora.localhost',
    dingtalk_corp_id: 'dingaurora0001',
    corpid: 'wwaurora0001',
    you_fen_mall_switch: 'Y' as const,
    is_alpha: ['apiRequestSign'],
    expires_at: FAR_FUTURE,
  },
  {
    id: 2,
    name: 'Open Course Hub',
    theme_color: '',
    hover_color: '',
    puborg: '1' as const,
    show_user_register: 'Y' as const,
    switch_language: 'Y' as const,
    custom_domain: 'open.localhost',
    dingtalk_corp_id: '',
    corpid: '',
    you_fen_mall_switch: 'N' as const,
    is_alpha: [] as string[],
    expires_at: FAR_FUTURE,
  },
  {
    id: 3,
    name: 'Northwind Manufacturing',
    theme_color: '#7a5af8',
    hover_color: '#5b3fd1',
    puborg: '0' as const,
    show_user_register: 'N' as const,
    switch_language: 'Y' as const,
    custom_domain: 'northwind.localhost',
    dingtalk_corp_id: '',
    corpid: '',
    you_fen_mall_switch: 'N' as const,
    is_alpha: [] as string[],
    // The subscription ran out a day before the seed's reference date.
    expires_at: SEED_TIME - DAY,
  },
  {
    // Locked by the platform (access code 4), with language switching off: always Chinese.
    id: 4,
    name: 'Harbor Logistics',
    theme_color: '#0e7490',
    hover_color: '#155e75',
    puborg: '0' as const,
    show_user_register: 'N' as const,
    switch_language: 'N' as const,
    custom_domain: 'harbor.localhost',
    dingtalk_corp_id: '',
    corpid: '',
    you_fen_mall_switch: 'N' as const,
    is_alpha: [] as string[],
    expires_at: FAR_FUTURE,
    locked: 1,
  },
  {
    // Signs its visitors in by scanning a code on its own sign-in page (pcScanQRCodeLoginUrl,
    // spec 000 §4), which hands them back through /transferLogin; the demo page is a simulator.
    id: 5,
    name: 'Summit Retail',
    theme_color: '#b45309',
    hover_color: '#92400e',
    puborg: '0' as const,
    show_user_register: 'N' as const,
    switch_language: 'Y' as const,
    custom_domain: 'summit.localhost',
    dingtalk_corp_id: '',
    corpid: '',
    you_fen_mall_switch: 'N' as const,
    is_alpha: [] as string[],
    expires_at: FAR_FUTURE,
    pc_scan_qrcode_login_url: '/__dev/scan-login?eid=5',
  },
];

export const DEMO_PORTALS = [
  { id: 1, eid: 1, name: 'Sales Academy', theme_color: '#0f9d58', hover_color: '#0b7a44', switch_status: 'Y' as const },
  {
    id: 2,
    eid: 1,
    name: 'Engineering Academy',
    theme_color: '#e8590c',
    hover_color: '#c2410c',
    switch_status: 'Y' as const,
  },
];

export interface DemoUser {
  eid: number;
  account: string;
  username: string;
  type: number;
  role: string;
  locked?: boolean;
  selectedPortalId?: number;
  score?: number;
  credit?: number;
  department?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    eid: 1,
    account: 'learner',
    username: 'Lin Xiao',
    type: 1,
    role: 'learner',
    score: 1280,
    credit: 12.5,
    department: 'Product',
  },
  {
    eid: 1,
    account: 'sales',
    username: 'Zhou Min',
    type: 1,
    role: 'learner on the Sales Academy portal (own colours)',
    selectedPortalId: 1,
    score: 640,
    credit: 6,
    department: 'Sales',
  },
  { eid: 1, account: 'admin', username: 'Chen Jing', type: 2, role: 'super administrator (type 2)', department: 'HR' },
  {
    eid: 1,
    account: 'manager',
    username: 'Wang Lei',
    type: 3,
    role: 'general administrator (type 3)',
    department: 'HR',
  },
  {
    eid: 1,
    account: 'sysadmin',
    username: 'Zhao Yun',
    type: 4,
    role: 'system administrator (type 4)',
    department: 'IT',
  },
  { eid: 1, account: 'locked', username: 'Sun Hao', type: 1, role: 'learner whose account is locked', locked: true },
  {
    eid: 1,
    account: 'blocked',
    username: 'Qian Yu',
    type: 1,
    role: 'learner blocked by an administrator (sign-in refused)',
  },
  { eid: 2, account: 'visitor', username: 'Alex Morgan', type: 1, role: 'learner of the public enterprise', score: 90 },
  { eid: 3, account: 'northwind', username: 'Liu Yang', type: 1, role: 'learner of the expired enterprise' },
  {
    eid: 1,
    account: 'newhire',
    username: 'He Jia',
    type: 1,
    role: 'new learner who must change the initial password first (/editor/resetpassword)',
  },
  {
    eid: 2,
    account: 'learner',
    username: 'Lin Xiao',
    type: 1,
    role: 'the same person as learner of eid 1 (same verified phone): /switchEnterprise',
    score: 30,
  },
  {
    eid: 2,
    account: 'hubadmin',
    username: 'Grace Park',
    type: 2,
    role: 'administrator of the public hub (grades its essay exam)',
  },
  {
    eid: 5,
    account: 'summit',
    username: 'Gao Fei',
    type: 1,
    role: 'learner of an enterprise that signs in by scanning its own code (/__dev/scan-login)',
  },
  {
    eid: 1,
    account: 'engineer',
    username: 'Ma Rui',
    type: 1,
    role: 'learner who may use both user portals (portal chooser in the header)',
    department: 'Engineering',
  },
  // The points mall's own learners (issue 25): only the mall's specs change their points.
  {
    eid: 1,
    account: 'shopper',
    username: 'Song Jia',
    type: 1,
    role: 'mall learner: exchanges by mail and self pickup, records in every state',
    score: 3000,
  },
  {
    eid: 1,
    account: 'collector',
    username: 'Tang Li',
    type: 1,
    role: 'mall learner with a full address book (10 addresses)',
    score: 500,
  },
  { eid: 1, account: 'lucky', username: 'Xu Nan', type: 1, role: 'mall learner: lottery draws', score: 2000 },
  // Tasks and training (issue 22): only the tasks specs use these learners.
  { eid: 1, account: 'trainee', username: 'Tian Yu', type: 1, role: 'training learner: red points and stage unlock' },
  { eid: 1, account: 'seat-a', username: 'Fang Ke', type: 1, role: 'training learner: seat race (one of two)' },
  { eid: 1, account: 'seat-b', username: 'Lu Qing', type: 1, role: 'training learner: seat race (one of two)' },
  // Assignments and certificates (issue 22): only the homework specs use this learner (a Chinese name on the PDF).
  {
    eid: 1,
    account: 'hwlearner',
    username: '周敏',
    type: 1,
    role: 'assignments learner: hands in, is AI-graded, downloads a certificate',
  },
  // Community (issue 24): only the community specs use these learners (bounties move their points).
  {
    eid: 1,
    account: 'asker',
    username: 'Guo Qing',
    type: 1,
    role: 'community learner: asks questions with bounties',
    score: 500,
  },
  {
    eid: 1,
    account: 'answerer',
    username: 'He Jun',
    type: 1,
    role: 'community learner: answers and is mentioned',
    score: 100,
  },
];

/**
 * 0005-accounts (decision 0007). One person, two enterprises: `learner` of eid 1 and of eid 2
 * share a verified phone. Who may use which user portal. Each enterprise's desktop SSO secret
 * (demo values: `npm run sso:ticket` mints tickets with them; eid 3 has SSO off).
 */
export const DEMO_VERIFIED_PHONES: Array<{ eid: number; account: string; phone: string }> = [
  { eid: 1, account: 'learner', phone: '13800138001' },
  { eid: 2, account: 'learner', phone: '13800138001' },
];

export const DEMO_PORTAL_MEMBERS: Array<{ portalId: number; eid: number; account: string }> = [
  { portalId: 1, eid: 1, account: 'sales' },
  { portalId: 1, eid: 1, account: 'learner' },
  { portalId: 2, eid: 1, account: 'learner' },
  { portalId: 1, eid: 1, account: 'engineer' },
  { portalId: 2, eid: 1, account: 'engineer' },
];

export const DEMO_SSO_SECRETS: Record<number, string> = {
  1: 'aurora-demo-sso-secret-2026',
  2: 'open-hub-demo-sso-secret-2026',
  5: 'summit-demo-sso-secret-2026',
};

/**
 * Workplace-chat hosts (decision 0015). Portal accounts bound to a DingTalk / WeCom user id of the
 * enterprise's corp, and the simulators' address books of those corps: `dt-guest-tang` /
 * `ww-guest-tang` are members of the corp but of no portal account ("not in the address book").
 */
export const DEMO_HOST_BINDINGS: Array<{ eid: number; account: string; dingtalkUserId: string; weixinUserId: string }> =
  [
    { eid: 1, account: 'learner', dingtalkUserId: 'dt-lin-xiao', weixinUserId: 'ww-lin-xiao' },
    { eid: 1, account: 'admin', dingtalkUserId: 'dt-chen-jing', weixinUserId: 'ww-chen-jing' },
  ];

export interface DemoHostMember {
  userid: string;
  name: string;
  unionid: string;
}

export const DEMO_HOST_ADDRESS_BOOKS: {
  dingtalk: Record<string, DemoHostMember[]>;
  wecom: Record<string, DemoHostMember[]>;
} = {
  dingtalk: {
    dingaurora0001: [
      { userid: 'dt-lin-xiao', name: 'Lin Xiao', unionid: 'dtunion-lin-xiao' },
      { userid: 'dt-chen-jing', name: 'Chen Jing', unionid: 'dtunion-chen-jing' },
      { userid: 'dt-guest-tang', name: 'Tang Wei', unionid: 'dtunion-guest-tang' },
    ],
  },
  wecom: {
    wwaurora0001: [
      { userid: 'ww-lin-xiao', name: 'Lin Xiao', unionid: '' },
      { userid: 'ww-chen-jing', name: 'Chen Jing', unionid: '' },
      { userid: 'ww-guest-tang', name: 'Tang Wei', unionid: '' },
    ],
  },
};

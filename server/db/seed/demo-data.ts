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
    switch_language: 'N' as const,
    custom_domain: 'northwind.localhost',
    dingtalk_corp_id: '',
    corpid: '',
    you_fen_mall_switch: 'N' as const,
    is_alpha: [] as string[],
    // The subscription ran out a day before the seed's reference date.
    expires_at: SEED_TIME - DAY,
  },
];

export const DEMO_PORTALS = [{ id: 1, eid: 1, name: 'Sales Academy', theme_color: '#0f9d58', hover_color: '#0b7a44', switch_status: 'Y' as const }];

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
  { eid: 1, account: 'learner', username: 'Lin Xiao', type: 1, role: 'learner', score: 1280, credit: 12.5, department: 'Product' },
  { eid: 1, account: 'sales', username: 'Zhou Min', type: 1, role: 'learner on the Sales Academy portal (own colours)', selectedPortalId: 1, score: 640, credit: 6, department: 'Sales' },
  { eid: 1, account: 'admin', username: 'Chen Jing', type: 2, role: 'super administrator (type 2)', department: 'HR' },
  { eid: 1, account: 'manager', username: 'Wang Lei', type: 3, role: 'general administrator (type 3)', department: 'HR' },
  { eid: 1, account: 'sysadmin', username: 'Zhao Yun', type: 4, role: 'system administrator (type 4)', department: 'IT' },
  { eid: 1, account: 'locked', username: 'Sun Hao', type: 1, role: 'learner whose account is locked', locked: true },
  { eid: 2, account: 'visitor', username: 'Alex Morgan', type: 1, role: 'learner of the public enterprise', score: 90 },
  { eid: 3, account: 'northwind', username: 'Liu Yang', type: 1, role: 'learner of the expired enterprise' },
];

import type { MedalKind, MedalTrigger } from '../../../protocol';

/** Fixed content of the daily-loop demo (decision 0021). */

export const DEMO_CHECKIN_SETTINGS = [
  {
    eid: 1,
    basePoints: 5,
    bonuses: [
      { streakDay: 3, bonus: 10 },
      { streakDay: 7, bonus: 30 },
    ],
    cycleDays: 7,
  },
  { eid: 2, basePoints: 2, bonuses: [{ streakDay: 7, bonus: 20 }], cycleDays: 7 },
];

export interface DemoMedalRule {
  eid: number;
  key: string;
  name: { zh_cn: string; zh_hant: string; en_us: string };
  kind: MedalKind;
  trigger: MedalTrigger;
  threshold: number;
  color: string;
  icon: string;
  /** Days from the seed's now: [start, end] of a limited medal's window. */
  window?: [number, number];
}

export const DEMO_MEDAL_RULES: DemoMedalRule[] = [
  {
    eid: 1,
    key: 'first-checkin',
    name: { zh_cn: '初次签到', zh_hant: '初次簽到', en_us: 'First check-in' },
    kind: 'limited',
    trigger: 'checkin_count',
    threshold: 1,
    color: '#0ea5e9',
    icon: 'flag',
  },
  {
    eid: 1,
    key: 'streak-7',
    name: { zh_cn: '连续签到 7 天', zh_hant: '連續簽到 7 天', en_us: '7-day streak' },
    kind: 'limited',
    trigger: 'checkin_streak',
    threshold: 7,
    color: '#ef4444',
    icon: 'flame',
  },
  {
    eid: 1,
    key: 'courses-3',
    name: { zh_cn: '学完 3 门课', zh_hant: '學完 3 門課', en_us: 'Three courses completed' },
    kind: 'limited',
    trigger: 'courses_completed',
    threshold: 3,
    color: '#8b5cf6',
    icon: 'book',
  },
  {
    eid: 1,
    key: 'autumn-streak',
    name: { zh_cn: '秋季学习冲刺', zh_hant: '秋季學習衝刺', en_us: 'Autumn learning sprint' },
    kind: 'limited',
    trigger: 'checkin_streak',
    threshold: 3,
    color: '#f97316',
    icon: 'trophy',
    window: [-10, 20],
  },
  {
    eid: 1,
    key: 'summer-reader',
    name: { zh_cn: '夏日阅读家', zh_hant: '夏日閱讀家', en_us: 'Summer reader' },
    kind: 'limited',
    trigger: 'courses_completed',
    threshold: 1,
    color: '#14b8a6',
    icon: 'sun',
    window: [-120, -60],
  },
  {
    eid: 1,
    key: 'daily-checkin',
    name: { zh_cn: '每日签到', zh_hant: '每日簽到', en_us: 'Checked in today' },
    kind: 'daily',
    trigger: 'checkin_count',
    threshold: 1,
    color: '#22c55e',
    icon: 'check',
  },
  {
    eid: 1,
    key: 'daily-study',
    name: { zh_cn: '今日学习 30 分钟', zh_hant: '今日學習 30 分鐘', en_us: '30 minutes today' },
    kind: 'daily',
    trigger: 'study_minutes_day',
    threshold: 30,
    color: '#3b82f6',
    icon: 'clock',
  },
  {
    eid: 2,
    key: 'first-checkin',
    name: { zh_cn: '初次签到', zh_hant: '初次簽到', en_us: 'First check-in' },
    kind: 'limited',
    trigger: 'checkin_count',
    threshold: 1,
    color: '#0ea5e9',
    icon: 'flag',
  },
  {
    eid: 2,
    key: 'daily-study',
    name: { zh_cn: '今日学习 30 分钟', zh_hant: '今日學習 30 分鐘', en_us: '30 minutes today' },
    kind: 'daily',
    trigger: 'study_minutes_day',
    threshold: 30,
    color: '#3b82f6',
    icon: 'clock',
  },
];

const NAMES = [
  'Wu Fang',
  'Zheng Hui',
  'Feng Lan',
  'Chu Ning',
  'Wei Tao',
  'Jiang Yue',
  'Shen Bo',
  'Han Xue',
  'Yang Chen',
  'Zhu Lin',
  'Qin Shu',
  'You Ping',
  'Xu Ke',
  'He Ming',
  'Lü Jie',
  'Shi Rong',
  'Zhang Wen',
  'Kong Yi',
  'Cao Lei',
  'Yan Qiu',
  'Hua Zhen',
  'Jin Rui',
  'Wei Dan',
  'Tao Ran',
];
const DEPARTMENTS = ['Product', 'Engineering', 'Sales', 'HR', 'IT', 'Operations'];

/** 24 colleagues of eid 1 with scores and credits spread around the demo learner's. */
export const DEMO_COLLEAGUES = NAMES.map((username, i) => ({
  account: `colleague${String(i + 1).padStart(2, '0')}`,
  username,
  department: DEPARTMENTS[i % DEPARTMENTS.length]!,
  score: 200 + ((i * 397) % 2600),
  credit: ((i * 7) % 30) + 0.5 * (i % 2),
}));

/** A small deterministic generator (mulberry32), so every seed builds the same history. */
export function demoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

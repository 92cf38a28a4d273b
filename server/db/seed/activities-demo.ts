import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

/**
 * Activities (issue 23, decision 0047) of Aurora Learning Academy (eid 1), in every state of spec
 * 001 §4 — activity not started / ongoing / ended × registration not started / ongoing / over ×
 * the learner's applied / signed in / signed out / completed — with demo text in Simplified
 * Chinese, Traditional Chinese and English. Times are relative to SEED_TIME; "open" windows run
 * for years so the demo works whenever it is started. The "drill" activities are the e2e specs'
 * own (e2e/activities): the learner registers and signs in there, nobody else's spec reads them.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

type Who = 'learner' | 'admin' | 'manager';
type Mark = 'applied' | 'signed_in' | 'signed_out' | 'completed';

interface DemoActivity {
  title: string;
  summary: string;
  address: string;
  credits: number;
  capacity: number;
  register: [number, number];
  run: [number, number];
  signIn: [number, number];
  signOut: [number, number];
  organiser?: 'engineer';
  people?: Partial<Record<Who, Mark>>;
}

const ON: [number, number] = [SEED_TIME - DAY, SEED_TIME + 10 * YEAR];
const FUTURE: [number, number] = [SEED_TIME + 5 * YEAR, SEED_TIME + 5 * YEAR + 3 * HOUR];
const PAST: [number, number] = [SEED_TIME - 30 * DAY, SEED_TIME - 30 * DAY + 3 * HOUR];
const REG_OPEN: [number, number] = [SEED_TIME - 7 * DAY, SEED_TIME + 5 * YEAR - DAY];
const REG_LATER: [number, number] = [SEED_TIME + 4 * YEAR, SEED_TIME + 5 * YEAR - DAY];
const REG_OVER: [number, number] = [SEED_TIME - 40 * DAY, SEED_TIME - 31 * DAY];
const around = ([start, end]: [number, number]) => ({
  signIn: [start - 30 * MINUTE, start + 30 * MINUTE] as [number, number],
  signOut: [end - 30 * MINUTE, end + 30 * MINUTE] as [number, number],
});

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    title: '新员工入职训练营',
    summary: '两天的入职训练营：公司文化、产品全景与团队协作。请提前 15 分钟到场签到。',
    address: '上海市浦东新区张江路 88 号 3 楼培训室',
    credits: 3,
    capacity: 50,
    register: REG_OPEN,
    run: FUTURE,
    ...around(FUTURE),
    people: { learner: 'applied' },
  },
  {
    title: 'Design Thinking Workshop',
    summary: 'A hands-on afternoon: interview users, frame the problem and prototype a solution in teams of four.',
    address: 'Innovation Lab, Building B, 2nd floor',
    credits: 2,
    capacity: 24,
    register: REG_LATER,
    run: FUTURE,
    ...around(FUTURE),
  },
  {
    title: 'Team Volunteering Afternoon',
    summary: 'Help the city library sort donated books. Places are limited by the library.',
    address: 'City Library, 12 Riverside Road',
    credits: 1,
    capacity: 2,
    register: REG_OPEN,
    run: FUTURE,
    ...around(FUTURE),
    people: { admin: 'applied', manager: 'applied' },
  },
  {
    title: 'Security Awareness Drill',
    summary: 'Phishing, passwords and clean desks: a practical session with a short quiz at the end.',
    address: 'Auditorium, Building A',
    credits: 2,
    capacity: 0,
    register: [SEED_TIME - 7 * DAY, SEED_TIME + 10 * YEAR],
    run: ON,
    signIn: ON,
    signOut: [SEED_TIME + 9 * YEAR, SEED_TIME + 10 * YEAR],
    people: { learner: 'signed_in' },
  },
  {
    title: '产品发布会直播观摩',
    summary: '集体观看年度产品发布会，会后分组讨论对客户的影响。',
    address: '北京市海淀区中关村大街 1 号 大会议室',
    credits: 1,
    capacity: 100,
    register: REG_OVER,
    run: ON,
    signIn: ON,
    signOut: ON,
    people: { learner: 'signed_out' },
  },
  {
    title: '年度志工日：淨灘行動',
    summary: '與同事一起到海邊淨灘，活動結束後頒發志工時數證明。',
    address: '新北市金山區中角灣沙灘',
    credits: 2,
    capacity: 40,
    register: REG_OVER,
    run: PAST,
    ...around(PAST),
    people: { learner: 'completed', admin: 'completed' },
  },
  {
    title: '讀書會：高效能人士的七個習慣',
    summary: '每月一次的讀書會，本期討論第一至第三個習慣。',
    address: '台北市信義區松仁路 100 號 8 樓',
    credits: 1,
    capacity: 20,
    register: REG_OVER,
    run: PAST,
    ...around(PAST),
    people: { learner: 'applied' },
  },
  // The e2e specs' own: registration and sign-in open, signed in by the organiser's rotating code.
  {
    title: '消防安全演练（钉钉签到）',
    summary: '全员消防疏散演练。到场后请用钉钉扫描组织者屏幕上的二维码签到。',
    address: '上海市浦东新区张江路 88 号 1 楼大堂',
    credits: 1,
    capacity: 0,
    register: [SEED_TIME - 7 * DAY, SEED_TIME + 10 * YEAR],
    run: ON,
    signIn: ON,
    signOut: [SEED_TIME + 9 * YEAR, SEED_TIME + 10 * YEAR],
    organiser: 'engineer',
  },
  {
    title: '消防安全演練（企業微信簽到）',
    summary: '全員消防疏散演練。到場後請用企業微信掃描組織者螢幕上的二維碼簽到。',
    address: '台北市信義區松仁路 100 號 1 樓大廳',
    credits: 1,
    capacity: 0,
    register: [SEED_TIME - 7 * DAY, SEED_TIME + 10 * YEAR],
    run: ON,
    signIn: ON,
    signOut: [SEED_TIME + 9 * YEAR, SEED_TIME + 10 * YEAR],
    organiser: 'engineer',
  },
  {
    title: 'Fire Safety Drill (browser sign-in)',
    summary: 'Evacuation drill for every floor. Scan the code on the organiser’s screen with your phone camera.',
    address: 'Main lobby, Building A',
    credits: 1,
    capacity: 0,
    register: [SEED_TIME - 7 * DAY, SEED_TIME + 10 * YEAR],
    run: ON,
    signIn: ON,
    signOut: [SEED_TIME + 9 * YEAR, SEED_TIME + 10 * YEAR],
    organiser: 'engineer',
  },
  // Ended, with sign-out still open: signing out completes it at once (the e2e credits-once check).
  {
    title: 'Quarterly Town Hall',
    summary:
      'Results of the quarter and questions to the leadership team. Sign out on your way out to earn the credits.',
    address: 'Auditorium, Building A',
    credits: 4,
    capacity: 0,
    register: [SEED_TIME - 7 * DAY, SEED_TIME - 2 * DAY],
    run: [SEED_TIME - DAY, SEED_TIME - DAY + 2 * HOUR],
    signIn: [SEED_TIME - DAY - HOUR, SEED_TIME - DAY + HOUR],
    signOut: [SEED_TIME - DAY + HOUR, SEED_TIME + 10 * YEAR],
    people: { learner: 'signed_in' },
  },
];

function shifted(demo: DemoActivity, back: number): DemoActivity {
  const move = ([a, b]: [number, number]): [number, number] => [a - back, b - back];
  return {
    ...demo,
    register: move(demo.register),
    run: move(demo.run),
    signIn: move(demo.signIn),
    signOut: move(demo.signOut),
  };
}

export async function seedActivities(trx: Transaction<Database>): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'account'])
    .where('eid', '=', 1)
    .where('account', 'in', ['learner', 'admin', 'manager', 'engineer'])
    .execute();
  const idOf = (account: string) => Number(users.find((u) => u.account === account)!.id);
  for (const [index, seeded] of DEMO_ACTIVITIES.entries()) {
    // Each activity a little earlier than the one before (days and hours apart), so the demo's
    // dates differ; every window moves together, so every state stays what it is.
    const demo = shifted(seeded, index * (2 * DAY + 90 * MINUTE));
    const people = Object.entries(demo.people ?? {}) as [Who, Mark][];
    const { id } = await trx
      .insertInto('activities')
      .values({
        eid: 1,
        title: demo.title,
        summary: demo.summary,
        address: demo.address,
        credits: demo.credits,
        capacity: demo.capacity,
        registered: people.length,
        register_start: demo.register[0],
        register_end: demo.register[1],
        start_at: demo.run[0],
        end_at: demo.run[1],
        sign_in_start: demo.signIn[0],
        sign_in_end: demo.signIn[1],
        sign_out_start: demo.signOut[0],
        sign_out_end: demo.signOut[1],
        organiser_id: demo.organiser ? idOf(demo.organiser) : null,
        created_at: demo.register[0],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [who, mark] of people) {
      const signedIn = mark !== 'applied' ? demo.signIn[0] + 5 * MINUTE : null;
      const signedOut = mark === 'signed_out' || mark === 'completed' ? demo.signOut[0] + 5 * MINUTE : null;
      await trx
        .insertInto('activity_registrations')
        .values({
          eid: 1,
          activity_id: Number(id),
          user_id: idOf(who),
          registered_at: demo.register[0] + HOUR,
          cancelled_at: null,
          signed_in_at: signedIn,
          sign_in_method: signedIn === null ? '' : 'qr',
          signed_out_at: signedOut,
          // The demo balances already include these credits (users.credit is seeded as a total).
          completed_at: mark === 'completed' ? demo.run[1] : null,
          credits_granted: mark === 'completed' ? demo.credits : 0,
        })
        .execute();
    }
  }
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { LiveProviderKind, LiveState } from '../schema-live';
import { SEED_TIME } from './demo-data';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoLive {
  title: string;
  intro: string;
  lecturer: string;
  provider: LiveProviderKind;
  channel: string;
  state: LiveState;
  playback?: boolean;
  password?: string;
  /** Start relative to the seeding hour (lives in progress start about now). */
  startOffset: number;
  hours: number;
}

/**
 * Lives of Aurora (eid 1) in every state, with demo text in the three languages (decision 0052):
 * in progress, lecturer away, not started, ended with playback, ended without, a password-protected
 * one, and two the live specs move (e2e/live), which no other spec or screenshot reads.
 */
export const DEMO_LIVES: DemoLive[] = [
  {
    title: '新员工入职培训直播',
    intro: '人力资源部介绍公司文化、制度与学习平台的使用方法，欢迎在聊天区提问。',
    lecturer: 'Lin Qing',
    provider: 'polyv',
    channel: 'aurora-onboarding',
    state: 'live',
    startOffset: -0.5 * HOUR,
    hours: 2,
  },
  {
    title: 'Quarterly sales kickoff',
    intro: 'Targets, new products and the sales playbook for the quarter. The lecturer steps away for the Q&A set-up.',
    lecturer: 'Dr. Helen Park',
    provider: 'polyv',
    channel: 'aurora-sales-kickoff',
    state: 'away',
    startOffset: -1 * HOUR,
    hours: 2,
  },
  {
    title: '資安意識講座（回放）',
    intro: '常見的網路釣魚手法與防範方式。直播已結束，可觀看回放。',
    lecturer: 'Zhou Min',
    provider: 'dingtalk',
    channel: 'aurora-security-talk',
    state: 'ended',
    playback: true,
    startOffset: -7 * DAY,
    hours: 1,
  },
  {
    title: 'Leadership roundtable: coaching your team',
    intro: 'A panel of team leads on one-to-ones, feedback and growth plans. Book a seat: at most 299 attendees.',
    lecturer: 'Wang Lei',
    provider: 'polyv',
    channel: 'aurora-leadership',
    state: 'not_started',
    startOffset: 3 * DAY,
    hours: 1.5,
  },
  {
    title: '合规培训直播（已结束）',
    intro: '年度合规要求解读。本场直播不提供回放。',
    lecturer: 'Xu Fang',
    provider: 'polyv',
    channel: 'aurora-compliance',
    state: 'ended',
    startOffset: -14 * DAY,
    hours: 1,
  },
  {
    title: 'Town hall (password: 2026)',
    intro: 'The all-hands meeting for staff. Ask your manager for the password.',
    lecturer: 'Chen Jing',
    provider: 'polyv',
    channel: 'aurora-town-hall',
    state: 'live',
    password: '2026',
    startOffset: -0.25 * HOUR,
    hours: 1,
  },
  {
    title: 'E2E live: stream, chat and playback',
    intro: 'Used by the live specs: they end it and open its playback.',
    lecturer: 'Lin Qing',
    provider: 'polyv',
    channel: 'e2e-live-room',
    state: 'live',
    playback: true,
    startOffset: -0.25 * HOUR,
    hours: 1,
  },
  {
    title: 'E2E live: DingTalk come-in',
    intro: 'Used by the live specs: a DingTalk live played in the page.',
    lecturer: 'Zhou Min',
    provider: 'dingtalk',
    channel: 'e2e-dingtalk-live',
    state: 'live',
    startOffset: -0.25 * HOUR,
    hours: 1,
  },
];

/** Meetings of Aurora in the three languages, initiated by the administrator (in the DingTalk and WeCom address books). */
const DEMO_MEETINGS = [
  {
    no: '602114358',
    topic: '每周学习例会',
    platform: 'dingtalk' as const,
    repeat: 'weekly',
    password: '4321',
    days: 2,
  },
  { no: '602114359', topic: 'Course design review', platform: 'wecom' as const, repeat: 'none', password: '', days: 5 },
  {
    no: '602114360',
    topic: '季度培訓規劃會議',
    platform: 'dingtalk' as const,
    repeat: 'monthly',
    password: '908172',
    days: 9,
  },
];

export async function seedLive(trx: Transaction<Database>): Promise<void> {
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const person = (account: string) =>
    trx
      .selectFrom('users')
      .select(['id', 'username', 'nickname'])
      .where('eid', '=', 1)
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
  const learnerRow = await person('learner');
  const adminRow = await person('admin');
  const learner = learnerRow.id;
  const admin = adminRow.id;
  const nameOf = (u: { username: string; nickname: string }) => u.nickname || u.username;
  for (const live of DEMO_LIVES) {
    const startsAt = hour + live.startOffset;
    const { id } = await trx
      .insertInto('lives')
      .values({
        eid: 1,
        title: live.title,
        intro: live.intro,
        lecturer: live.lecturer,
        provider: live.provider,
        channel_id: live.channel,
        password: live.password ?? '',
        state: live.state,
        playback: live.playback ? 1 : 0,
        booking_limit: 299,
        starts_at: startsAt,
        ends_at: startsAt + live.hours * HOUR,
        created_at: SEED_TIME,
        updated_at: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (live.channel === 'aurora-onboarding') {
      const lines = [
        [admin, nameOf(adminRow), '大家好，直播马上开始，可以在这里提问。'],
        [learner, nameOf(learnerRow), 'Hello from the Shanghai office!'],
        [admin, nameOf(adminRow), '歡迎新同事！'],
      ] as const;
      let at = startsAt + 60_000;
      for (const [user, author, body] of lines)
        await trx
          .insertInto('live_chat')
          .values({ eid: 1, live_id: id, user_id: user, author, body, created_at: (at += 30_000) })
          .execute();
    }
    if (live.channel === 'aurora-leadership')
      await trx
        .insertInto('live_bookings')
        .values({ eid: 1, live_id: id, user_id: admin, created_at: SEED_TIME })
        .execute();
  }
  for (const m of DEMO_MEETINGS) {
    const startsAt = Math.floor(Date.now() / DAY) * DAY + m.days * DAY + 2 * HOUR;
    const { id } = await trx
      .insertInto('meetings')
      .values({
        eid: 1,
        meeting_no: m.no,
        topic: m.topic,
        platform: m.platform,
        repeat: m.repeat,
        password: m.password,
        initiator_id: admin,
        starts_at: startsAt,
        ends_at: startsAt + HOUR,
        created_at: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('meeting_members')
      .values([
        { eid: 1, meeting_id: id, user_id: admin, role: 'host' },
        { eid: 1, meeting_id: id, user_id: learner, role: 'member' },
      ])
      .execute();
  }
}

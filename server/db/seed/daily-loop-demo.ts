import type { Transaction } from 'kysely';
import { localDay } from '../../lib/local-day';
import { changePoints } from '../../routes/points/points.service';
import { DEFAULT_CHECKIN_SETTINGS, rewardFor } from '../../routes/daily-loop/checkin-settings';
import type { Database } from '../schema';
import { DEMO_MEDAL_RULES, DEMO_CHECKIN_SETTINGS, DEMO_COLLEAGUES, demoRandom } from './daily-loop-demo-data';

const DAY = 86_400_000;
/** The demo's history is in the platform's default zone (+08:00), like a request without _timeZone. */
const OFFSET = 480;

/**
 * Demo data of check-in, rankings, medals, study calendar (decision 0021). Unlike the rest of
 * the seed, history here is relative to `now` (the moment the seed runs, by default): a study
 * calendar, weekly ranking and check-in streak frozen at 2026-01-01 would look dead on any
 * later day. Pass a fixed `now` for a fully reproducible data set.
 */
export async function seedDailyLoop(trx: Transaction<Database>, now: number = Date.now()): Promise<void> {
  const today = localDay(now, OFFSET);
  const dayAt = (n: number, hour = 9) => ({
    day: localDay(now - n * DAY, OFFSET),
    at: Date.parse(`${localDay(now - n * DAY, OFFSET)}T00:00:00Z`) - OFFSET * 60_000 + hour * 3_600_000,
  });

  for (const s of DEMO_CHECKIN_SETTINGS) {
    await trx
      .insertInto('checkin_settings')
      .values({
        eid: s.eid,
        enabled: 1,
        base_points: s.basePoints,
        bonus_rules: JSON.stringify(s.bonuses),
        cycle_days: s.cycleDays,
      })
      .execute();
  }
  await seedColleagues(trx, now);
  await giveDepartments(trx);

  // Study history: 60 days for the eid 1 learners with a study habit, deterministic per account.
  const random = demoRandom(20260101);
  const studiers = await trx
    .selectFrom('users')
    .select(['id', 'account'])
    .where('eid', '=', 1)
    .where('account', 'in', ['learner', 'sales', 'engineer', 'manager', ...DEMO_COLLEAGUES.map((c) => c.account)])
    .orderBy('id')
    .execute();
  for (const [index, user] of studiers.entries()) {
    const diligence = user.account === 'learner' ? 0.85 : 0.35 + ((index * 37) % 50) / 100;
    for (let n = 60; n >= 0; n--) {
      // The learner has not studied yet today, so the calendar and medals have something to earn.
      if (n === 0 && user.account === 'learner') continue;
      if (random() > diligence) continue;
      const minutes = 10 + Math.floor(random() * (user.account === 'learner' ? 60 : 80));
      const courses = random() < 0.08 ? 1 : 0;
      await trx
        .insertInto('study_days')
        .values({
          eid: 1,
          user_id: user.id,
          day: dayAt(n).day,
          seconds: minutes * 60 + Math.floor(random() * 60),
          courses_completed: courses,
        })
        .execute();
    }
    // Points earned this week (study rewards), so the weekly points ranking has figures.
    for (let n = 0; n < 4; n++) {
      if (random() < 0.5) continue;
      const when = dayAt(n, 11);
      await changePoints(trx, {
        eid: 1,
        userId: user.id,
        delta: 5 + Math.floor(random() * 40),
        reason: 'study_reward',
        refKey: `seed:study:${when.day}`,
        now: when.at,
      });
    }
  }

  // The learner's check-in streak: four days ending yesterday (today is theirs to check in).
  const learner = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  const settings = { ...DEFAULT_CHECKIN_SETTINGS, ...DEMO_CHECKIN_SETTINGS[0]!, enabled: true };
  for (let n = 4, streak = 1; n >= 1; n--, streak++) {
    const { day, at } = dayAt(n, 8);
    const reward = rewardFor(settings, streak);
    await trx
      .insertInto('checkins')
      .values({ eid: 1, user_id: learner.id, day, streak, points: reward.points, bonus: reward.bonus, created_at: at })
      .execute();
    await changePoints(trx, {
      eid: 1,
      userId: learner.id,
      delta: reward.points,
      reason: 'checkin',
      refKey: `seed:checkin:${day}`,
      now: at,
    });
  }

  const ruleIds = new Map<string, number>();
  for (const [sort, rule] of DEMO_MEDAL_RULES.entries()) {
    const window = rule.window
      ? { starts_at: now + rule.window[0] * DAY, ends_at: now + rule.window[1] * DAY }
      : { starts_at: null, ends_at: null };
    const row = await trx
      .insertInto('medal_rules')
      .values({
        eid: rule.eid,
        name: JSON.stringify(rule.name),
        kind: rule.kind,
        trigger: rule.trigger,
        threshold: rule.threshold,
        color: rule.color,
        icon: rule.icon,
        sort,
        ...window,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ruleIds.set(`${rule.eid}:${rule.key}`, row.id);
  }
  // What the learner's history earned: the first check-in, each day's check-in, the 3-day streak, days of 30+ minutes.
  const award = (key: string, awardKey: string, at: number) =>
    trx
      .insertInto('user_medals')
      .values({ eid: 1, user_id: learner.id, rule_id: ruleIds.get(`1:${key}`)!, award_key: awardKey, awarded_at: at })
      .execute();
  await award('first-checkin', 'once', dayAt(4, 8).at);
  for (let n = 4; n >= 1; n--) await award('daily-checkin', dayAt(n, 8).day, dayAt(n, 8).at);
  await award('autumn-streak', 'once', dayAt(2, 8).at);
  const studied = await trx
    .selectFrom('study_days')
    .select(['day'])
    .where('user_id', '=', learner.id)
    .where('seconds', '>=', 1800)
    .where('day', '>=', dayAt(14).day)
    .where('day', '<', today)
    .execute();
  for (const { day } of studied) await award('daily-study', day, Date.parse(`${day}T12:00:00Z`) - OFFSET * 60_000);
}

/** Colleagues of eid 1 (same demo password), so rankings and departments look like a real company. */
async function seedColleagues(trx: Transaction<Database>, now: number): Promise<void> {
  const template = await trx
    .selectFrom('users')
    .selectAll()
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  for (const c of DEMO_COLLEAGUES) {
    await trx
      .insertInto('users')
      .values({
        eid: 1,
        account: c.account,
        password_hash: template.password_hash,
        username: c.username,
        image: '',
        type: 1,
        isdeleteadmin: 0,
        score: c.score,
        credit: c.credit,
        weixin_user_id: '',
        dingtalk_user_id: '',
        phone: '',
        email: `${c.account}@example.com`,
        department: c.department,
        locked: 0,
        language: 'auto',
        selected_portal_id: null,
        created_at: now - 400 * DAY,
        department_id: null,
      })
      .execute();
  }
}

/**
 * Every eid 1 and eid 2 member without a department gets one by their department text, or a
 * default — except `newhire`, whose missing department is the demo of the profile-completion
 * prompt (4012).
 */
async function giveDepartments(trx: Transaction<Database>): Promise<void> {
  const departments = await trx
    .selectFrom('departments')
    .select(['id', 'eid', 'name'])
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .execute();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'eid', 'department'])
    .where('eid', 'in', [1, 2])
    .where('department_id', 'is', null)
    .where('account', '!=', 'newhire')
    .orderBy('id')
    .execute();
  for (const [index, user] of users.entries()) {
    const tops = departments.filter((d) => d.eid === user.eid);
    if (tops.length === 0) continue;
    const match = tops.find((d) => d.name === user.department) ?? tops[index % tops.length]!;
    await trx
      .updateTable('users')
      .set({ department_id: match.id, department: match.name })
      .where('id', '=', user.id)
      .execute();
  }
}

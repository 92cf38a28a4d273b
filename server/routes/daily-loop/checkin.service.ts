import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type CheckInDay, type CheckInResult, type SevenSign } from '../../../protocol';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { previousDay } from '../../lib/local-day';
import { AppError } from '../../pipeline/app-error';
import { balanceOf, changePoints } from '../points';
import { loadCheckInSettings, rewardFor, type CheckInSettings } from './checkin-settings';
import { addDays, type DailyLoopScope } from './daily-loop-scope';
import { localizedName } from './medal-names';

type Db = Kysely<Database> | Transaction<Database>;

/** The seven-day strip: three days back, today, three ahead (apiSystem/Sign/SevenSign). */
export async function sevenSign(scope: DailyLoopScope, db: Db = scope.db): Promise<SevenSign> {
  const settings = await loadCheckInSettings(db);
  const first = addDays(scope.today, -3);
  const rows = await db
    .selectFrom('checkins')
    .select(['day', 'streak', 'points', 'bonus'])
    .where('user_id', '=', scope.user.id)
    .where('day', '>=', addDays(scope.today, -4))
    .where('day', '<=', scope.today)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const todayRow = byDay.get(scope.today);
  const yesterdayRow = byDay.get(previousDay(scope.today));
  const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
  // The streak today would have (or has): what the coming days build on.
  const todayStreak = todayRow?.streak ?? streak + 1;
  const days: CheckInDay[] = [];
  for (let i = 0; i < 7; i++) {
    const day = addDays(first, i);
    const row = byDay.get(day);
    if (row) {
      days.push({ day, checked: true, isToday: day === scope.today, points: row.points, bonus: row.bonus });
      continue;
    }
    // A missed day shows the base reward; today and the coming days what the streak would bring.
    const ahead = i - 3;
    const reward = ahead >= 0 ? rewardFor(settings, todayStreak + ahead) : { points: settings.basePoints, bonus: 0 };
    days.push({ day, checked: false, isToday: ahead === 0, ...reward });
  }
  const total = await db
    .selectFrom('checkins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', scope.user.id)
    .executeTakeFirstOrThrow();
  return {
    enabled: settings.enabled,
    today: scope.today,
    checkedToday: Boolean(todayRow),
    streak,
    todayPoints: days[3]!.points,
    totalDays: Number(total.n),
    balance: await balanceOf(db, scope.user.id),
    days,
  };
}

/**
 * Check in for the learner's local day (apiSystem/sign). The unique (user, day) row and the
 * points ledger key `checkin:<day>` make it happen once, whatever the double clicks, parallel
 * requests or replays; a repeat answers the same state with newlyCheckedIn false.
 */
export async function checkIn(scope: DailyLoopScope): Promise<CheckInResult> {
  const settings = await loadCheckInSettings(scope.db);
  if (!settings.enabled) throw new AppError(ErrorCode.CHECKIN_DISABLED);
  return scope.db.transaction().execute(async (trx) => {
    const applied = await recordCheckIn(trx, scope, settings);
    const state = await sevenSign(scope, trx);
    const medals = applied
      ? await trx
          .selectFrom('user_medals as m')
          .innerJoin('medal_rules as r', 'r.id', 'm.rule_id')
          .select(['r.id', 'r.name'])
          .where('m.user_id', '=', scope.user.id)
          .where('m.awarded_at', '=', scope.now)
          .execute()
      : [];
    return {
      ...state,
      newlyCheckedIn: applied !== null,
      pointsAwarded: applied?.points ?? 0,
      medals: medals.map((m) => ({ id: m.id, name: localizedName(m.name, scope.language) })),
    };
  });
}

async function recordCheckIn(
  trx: Transaction<Database>,
  scope: DailyLoopScope,
  settings: CheckInSettings,
): Promise<{ points: number } | null> {
  const { eid, user, today, now } = scope;
  const previous = await trx
    .selectFrom('checkins')
    .select('streak')
    .where('user_id', '=', user.id)
    .where('day', '=', previousDay(today))
    .executeTakeFirst();
  const streak = (previous?.streak ?? 0) + 1;
  const reward = rewardFor(settings, streak);
  const inserted = await trx
    .insertInto('checkins')
    .values({ eid, user_id: user.id, day: today, streak, points: reward.points, bonus: reward.bonus, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  if (reward.points > 0)
    await changePoints(trx, {
      eid,
      userId: user.id,
      delta: reward.points,
      reason: 'checkin',
      refKey: `checkin:${today}`,
      now,
    });
  await emitDomainEvent(trx, { type: 'checkin.done', eid, at: now, userId: user.id, day: today, streak });
  return { points: reward.points };
}

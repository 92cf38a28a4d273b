import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJsonList } from '../../lib/json-list';

export interface StreakBonus {
  streakDay: number;
  bonus: number;
}

/** An enterprise's check-in rules (spec 001 §9: "sign-in streak and bonus rewards configurable"). */
export interface CheckInSettings {
  enabled: boolean;
  basePoints: number;
  bonuses: StreakBonus[];
  /** 0 = streak days count on for ever; n = the bonus schedule starts again after n days. */
  cycleDays: number;
}

/** Used when an enterprise has not set its own (decision 0021). */
export const DEFAULT_CHECKIN_SETTINGS: CheckInSettings = {
  enabled: true,
  basePoints: 5,
  bonuses: [
    { streakDay: 3, bonus: 10 },
    { streakDay: 7, bonus: 30 },
  ],
  cycleDays: 7,
};

function isBonus(value: unknown): value is StreakBonus {
  const v = value as StreakBonus;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.streakDay) &&
    v.streakDay > 0 &&
    Number.isInteger(v.bonus) &&
    v.bonus >= 0
  );
}

export async function loadCheckInSettings(db: Kysely<Database> | Transaction<Database>): Promise<CheckInSettings> {
  const row = await db.selectFrom('checkin_settings').selectAll().executeTakeFirst();
  if (!row) return DEFAULT_CHECKIN_SETTINGS;
  return {
    enabled: row.enabled === 1,
    basePoints: Math.max(0, row.base_points),
    bonuses: parseJsonList(row.bonus_rules).filter(isBonus),
    cycleDays: Math.max(0, row.cycle_days),
  };
}

/** Points for the n-th day of a streak: the base plus the bonus of that streak day (within the cycle). */
export function rewardFor(settings: CheckInSettings, streak: number): { points: number; bonus: number } {
  const day = settings.cycleDays > 0 ? ((streak - 1) % settings.cycleDays) + 1 : streak;
  const bonus = settings.bonuses.filter((b) => b.streakDay === day).reduce((sum, b) => sum + b.bonus, 0);
  return { points: settings.basePoints + bonus, bonus };
}

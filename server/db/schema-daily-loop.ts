import type { Generated } from 'kysely';
import type { MedalKind, MedalTrigger } from '../../protocol';

/** Tables of check-in, rankings, medals, study calendar (migration 0012-daily-loop, decision 0021). */

/** One row per enterprise; an enterprise without a row uses DEFAULT_CHECKIN_SETTINGS. */
export interface CheckinSettingsTable {
  eid: number;
  enabled: Generated<number>;
  base_points: Generated<number>;
  /** JSON list of {streakDay, bonus}. */
  bonus_rules: Generated<string>;
  /** 0 = no cycle; n = the bonus schedule repeats every n streak days. */
  cycle_days: Generated<number>;
}

export interface CheckinsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  /** The learner's local day 'YYYY-MM-DD'; (user_id, day) is unique. */
  day: string;
  streak: number;
  /** Points credited (base + bonus). */
  points: number;
  bonus: Generated<number>;
  created_at: number;
}

export interface MedalRulesTable {
  id: Generated<number>;
  eid: number;
  /** JSON {language: name}. */
  name: string;
  kind: MedalKind;
  trigger: MedalTrigger;
  threshold: number;
  color: Generated<string>;
  icon: Generated<string>;
  /** Window of a limited medal (ms); null = open. */
  starts_at: number | null;
  ends_at: number | null;
  enabled: Generated<number>;
  sort: Generated<number>;
}

export interface UserMedalsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  rule_id: number;
  /** The local day for daily medals, 'once' for limited ones. */
  award_key: string;
  awarded_at: number;
}

/** Kept by triggers on study_days (migration 0012). */
export interface LearnerTotalsTable {
  user_id: number;
  eid: number;
  study_seconds: Generated<number>;
  courses_completed: Generated<number>;
}

/** One learner's week (Monday key), kept by triggers on study_days and point_ledger (migration 0012). */
export interface LearnerWeeksTable {
  user_id: number;
  week: string;
  eid: number;
  study_seconds: Generated<number>;
  courses_completed: Generated<number>;
  points_earned: Generated<number>;
  /** This week's credits from courses completed (a trigger on course_enrolments, migration 0044). */
  credits_earned: Generated<number>;
}

export interface DailyLoopTables {
  learner_weeks: LearnerWeeksTable;
  checkin_settings: CheckinSettingsTable;
  checkins: CheckinsTable;
  medal_rules: MedalRulesTable;
  user_medals: UserMedalsTable;
  learner_totals: LearnerTotalsTable;
}

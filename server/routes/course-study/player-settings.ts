import { PLAYER_DEFAULTS, type PlayerSettings } from '../../../protocol';
import type { StudyScope } from './study-scope';

/**
 * The enterprise's player settings (study_settings, migration 0024): the auto-next countdown and
 * the short and long skips. No row, or a value out of range, is the default (spec 001 §9 says
 * they are configurable, not what they are).
 */
export async function playerSettingsOf(scope: Pick<StudyScope, 'db'>): Promise<PlayerSettings> {
  const row = await scope.db
    .selectFrom('study_settings')
    .select(['auto_next_seconds', 'skip_short_seconds', 'skip_long_seconds'])
    .executeTakeFirst();
  const within = (value: number | undefined, min: number, max: number, fallback: number) =>
    value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
  const short = within(row?.skip_short_seconds, 1, 120, PLAYER_DEFAULTS.skipShortSeconds);
  return {
    autoNextSeconds: within(row?.auto_next_seconds, 0, 60, PLAYER_DEFAULTS.autoNextSeconds),
    skipShortSeconds: short,
    // The long skip is never shorter than the short one.
    skipLongSeconds: Math.max(short, within(row?.skip_long_seconds, 1, 600, PLAYER_DEFAULTS.skipLongSeconds)),
  };
}

import type { Selectable, Transaction } from 'kysely';
import { LANGUAGES, type Medal, type MedalList, type MedalTrigger } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { MedalRulesTable } from '../../db/schema-daily-loop';
import { emitDomainEvent, onDomainEvent } from '../../lib/domain-events';
import { localDay, previousDay } from '../../lib/local-day';
import type { DailyLoopScope } from './daily-loop-scope';
import { localizedName } from './medal-names';

type Rule = Selectable<MedalRulesTable>;

interface Occasion {
  eid: number;
  userId: number;
  at: number;
  /** The learner's local day the occasion belongs to (daily medals are keyed by it). */
  day: string;
}

/** One earning of a rule: a daily medal is earned once per local day, any other once. */
function awardKeyOf(rule: Pick<Rule, 'kind'>, o: Occasion): string {
  return rule.kind === 'daily' ? o.day : 'once';
}

/** How far the learner is towards a rule: today's figure for daily medals, the lifetime one otherwise. */
async function progressOf(
  trx: Transaction<Database>,
  rule: Pick<Rule, 'trigger' | 'kind'>,
  o: Occasion,
): Promise<number> {
  const daily = rule.kind === 'daily';
  switch (rule.trigger) {
    case 'checkin_count': {
      const q = trx
        .selectFrom('checkins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', o.userId);
      return Number((await (daily ? q.where('day', '=', o.day) : q).executeTakeFirstOrThrow()).n);
    }
    case 'checkin_streak': {
      const rows = await trx
        .selectFrom('checkins')
        .select(['day', 'streak'])
        .where('user_id', '=', o.userId)
        .where('day', 'in', [o.day, previousDay(o.day)])
        .execute();
      return rows.find((r) => r.day === o.day)?.streak ?? rows[0]?.streak ?? 0;
    }
    case 'study_minutes_day': {
      const row = await trx
        .selectFrom('study_days')
        .select('seconds')
        .where('user_id', '=', o.userId)
        .where('day', '=', o.day)
        .executeTakeFirst();
      return Math.floor((row?.seconds ?? 0) / 60);
    }
    case 'courses_completed': {
      if (daily) {
        const row = await trx
          .selectFrom('study_days')
          .select('courses_completed')
          .where('user_id', '=', o.userId)
          .where('day', '=', o.day)
          .executeTakeFirst();
        return row?.courses_completed ?? 0;
      }
      const row = await trx
        .selectFrom('course_enrolments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', o.userId)
        .where('completed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
  }
}

function inWindow(rule: Pick<Rule, 'starts_at' | 'ends_at'>, at: number): boolean {
  return (rule.starts_at === null || at >= rule.starts_at) && (rule.ends_at === null || at <= rule.ends_at);
}

/**
 * Award every medal of these triggers the learner now qualifies for, once per rule (once per
 * local day for daily medals): the unique (user, rule, key) row makes a repeat a no-op.
 */
export async function evaluateMedals(
  trx: Transaction<Database>,
  o: Occasion,
  triggers: readonly MedalTrigger[],
): Promise<number[]> {
  const rules = await trx
    .selectFrom('medal_rules')
    .selectAll()
    .where('enabled', '=', 1)
    .where('trigger', 'in', triggers)
    .execute();
  const awarded: number[] = [];
  for (const rule of rules) {
    if (!inWindow(rule, o.at)) continue;
    if ((await progressOf(trx, rule, o)) < rule.threshold) continue;
    const row = await trx
      .insertInto('user_medals')
      .values({
        eid: o.eid,
        user_id: o.userId,
        rule_id: rule.id,
        award_key: awardKeyOf(rule, o),
        awarded_at: o.at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'rule_id', 'award_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    awarded.push(rule.id);
    await emitDomainEvent(trx, {
      type: 'medal.awarded',
      eid: o.eid,
      at: o.at,
      userId: o.userId,
      medalId: rule.id,
      medalName: localizedName(rule.name, 'zh_cn'),
      awardKey: awardKeyOf(rule, o),
      medalNames: Object.fromEntries(LANGUAGES.map((language) => [language, localizedName(rule.name, language)])),
    });
  }
  return awarded;
}

/** Medals react to the events that can earn them (subscribing again replaces: safe per app). */
export function subscribeMedalRules(): void {
  onDomainEvent('checkin.done', 'daily-loop:medals', (trx, e) =>
    evaluateMedals(trx, { eid: e.eid, userId: e.userId, at: e.at, day: e.day }, [
      'checkin_count',
      'checkin_streak',
    ]).then(() => undefined),
  );
  // The event carries no time zone: the day is the platform default's (+08:00), as local-day.ts does.
  onDomainEvent('course.completed', 'daily-loop:medals', (trx, e) =>
    evaluateMedals(trx, { eid: e.eid, userId: e.userId, at: e.at, day: localDay(e.at, 480) }, [
      'courses_completed',
    ]).then(() => undefined),
  );
}

/** No event covers study time (credited by heartbeats): catch up when the learner reads their medals or calendar. */
export async function catchUpStudyMedals(scope: DailyLoopScope): Promise<void> {
  await scope.db
    .transaction()
    .execute((trx) =>
      evaluateMedals(trx, { eid: scope.eid, userId: scope.user.id, at: scope.now, day: scope.today }, [
        'study_minutes_day',
        'courses_completed',
      ]),
    );
}

/** /my/medal: every enabled rule, earned or not, with progress where measurable. */
export async function listMedals(scope: DailyLoopScope): Promise<MedalList> {
  await catchUpStudyMedals(scope);
  return scope.db.transaction().execute(async (trx) => {
    const rules = await trx
      .selectFrom('medal_rules')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const awards = await trx
      .selectFrom('user_medals')
      .select(['rule_id', (eb) => eb.fn.countAll<number>().as('times'), (eb) => eb.fn.max('awarded_at').as('last')])
      .where('user_id', '=', scope.user.id)
      .groupBy('rule_id')
      .execute();
    const byRule = new Map(awards.map((a) => [a.rule_id, a]));
    const occasion = { eid: scope.eid, userId: scope.user.id, at: scope.now, day: scope.today };
    const list: Medal[] = [];
    for (const rule of rules) {
      const award = byRule.get(rule.id);
      list.push({
        id: rule.id,
        name: localizedName(rule.name, scope.language),
        kind: rule.kind,
        trigger: rule.trigger,
        threshold: rule.threshold,
        color: rule.color,
        icon: rule.icon,
        startsAt: rule.starts_at,
        endsAt: rule.ends_at,
        available: inWindow(rule, scope.now),
        earned: Boolean(award),
        earnedAt: award ? Number(award.last) : null,
        timesEarned: award ? Number(award.times) : 0,
        progress: Math.min(rule.threshold, await progressOf(trx, rule, occasion)),
      });
    }
    return { list, earnedCount: list.filter((m) => m.timesEarned > 0).length };
  });
}

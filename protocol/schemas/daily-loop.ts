import { z } from 'zod';

/**
 * Check-in, rankings, medals, study calendar and the points / credits / hours pages
 * (spec 000 §7, spec 001 §1 §3 §9, decision 0021). Wire values are strings; answers are JSON.
 */

export const DAILY_LOOP_LIMITS = {
  /** Spec 001 §9: the study calendar covers at most 90 days per request. */
  calendarMaxDays: 90,
  rankingDefaultSize: 20,
  rankingMaxSize: 100,
  ledgerPageSize: 20,
  durationChartDays: 30,
} as const;

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

// ——— Check-in ———
export const checkInDaySchema = z.object({
  day: z.string(),
  checked: z.boolean(),
  isToday: z.boolean(),
  /** Points earned that day (checked) or that the day would bring if the streak goes on. */
  points: z.number(),
  /** Of which bonus points for the streak day. */
  bonus: z.number(),
});
export type CheckInDay = z.infer<typeof checkInDaySchema>;

export const sevenSignSchema = z.object({
  enabled: z.boolean(),
  today: z.string(),
  checkedToday: z.boolean(),
  /** Consecutive days ending today (if checked) or yesterday. */
  streak: z.number(),
  todayPoints: z.number(),
  totalDays: z.number(),
  balance: z.number(),
  /** Three days before today, today, three days after. */
  days: z.array(checkInDaySchema),
});
export type SevenSign = z.infer<typeof sevenSignSchema>;

export const checkInResultSchema = sevenSignSchema.extend({
  /** False when today was already checked in (a double click, a retry): nothing changed. */
  newlyCheckedIn: z.boolean(),
  pointsAwarded: z.number(),
  medals: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

// ——— Rankings ———
export const RANKING_KINDS = ['points', 'hours', 'credits', 'courses'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];
export const RANKING_SCOPES = ['enterprise', 'department'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];
export const RANKING_PERIODS = ['week', 'total'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

export const rankingParamsSchema = z.object({
  kind: z.enum(RANKING_KINDS).default('points'),
  scope: z.enum(RANKING_SCOPES).default('enterprise'),
  period: z.enum(RANKING_PERIODS).default('week'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(DAILY_LOOP_LIMITS.rankingMaxSize)
    .default(DAILY_LOOP_LIMITS.rankingDefaultSize),
});
export type RankingParams = z.input<typeof rankingParamsSchema>;

export const rankingRowSchema = z.object({
  /** Competition rank (ties share it); null = nothing counted yet. */
  rank: z.number().nullable(),
  userid: z.string(),
  username: z.string(),
  /** The member's WeCom userid ('' elsewhere): inside WeCom the name renders through ww-open-data. */
  openUserId: z.string(),
  image: z.string(),
  department: z.string(),
  /** Points, seconds of study, credits or courses. */
  value: z.number(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingSchema = z.object({
  kind: z.enum(RANKING_KINDS),
  scope: z.enum(RANKING_SCOPES),
  period: z.enum(RANKING_PERIODS),
  /** Monday and Sunday of the learner's local week. */
  weekStart: z.string(),
  weekEnd: z.string(),
  departmentName: z.string(),
  list: z.array(rankingRowSchema),
  me: rankingRowSchema,
  /** True when the learner's own row is within `list`. */
  meInList: z.boolean(),
});
export type Ranking = z.infer<typeof rankingSchema>;

export const rankingMenuSchema = z.object({
  list: z.array(z.object({ kind: z.enum(RANKING_KINDS), icon: z.string() })),
  scopes: z.array(z.enum(RANKING_SCOPES)),
  periods: z.array(z.enum(RANKING_PERIODS)),
  hasDepartment: z.boolean(),
});
export type RankingMenu = z.infer<typeof rankingMenuSchema>;

// ——— Study calendar ———
export const learnCalendarParamsSchema = z.object({ start: dayString, end: dayString });
export const studyDaySchema = z.object({ day: z.string(), seconds: z.number(), coursesCompleted: z.number() });
export type StudyDay = z.infer<typeof studyDaySchema>;
export const learnCalendarSchema = z.object({
  start: z.string(),
  end: z.string(),
  today: z.string(),
  /** The earliest day the calendar may show (today − 89 days). */
  earliest: z.string(),
  days: z.array(studyDaySchema),
  totalSeconds: z.number(),
  studyDays: z.number(),
  coursesCompleted: z.number(),
});
export type LearnCalendar = z.infer<typeof learnCalendarSchema>;

// ——— Medals ———
export const MEDAL_KINDS = ['daily', 'limited'] as const;
export type MedalKind = (typeof MEDAL_KINDS)[number];
export const MEDAL_TRIGGERS = ['checkin_count', 'checkin_streak', 'study_minutes_day', 'courses_completed'] as const;
export type MedalTrigger = (typeof MEDAL_TRIGGERS)[number];

export const medalSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(MEDAL_KINDS),
  trigger: z.enum(MEDAL_TRIGGERS),
  threshold: z.number(),
  color: z.string(),
  icon: z.string(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  /** Limited medal outside its window: can no longer (or not yet) be earned. */
  available: z.boolean(),
  earned: z.boolean(),
  /** Latest award time (ms); for daily medals the count of days earned. */
  earnedAt: z.number().nullable(),
  timesEarned: z.number(),
  /** Current progress towards the threshold (today's for daily medals). */
  progress: z.number(),
});
export type Medal = z.infer<typeof medalSchema>;
export const medalListSchema = z.object({ list: z.array(medalSchema), earnedCount: z.number() });
export type MedalList = z.infer<typeof medalListSchema>;

// ——— Points, credits, hours pages ———
export const pointsLedgerParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const pointsLedgerSchema = z.object({
  balance: z.number(),
  earnedTotal: z.number(),
  spentTotal: z.number(),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(
    z.object({
      id: z.number(),
      delta: z.number(),
      balanceAfter: z.number(),
      reason: z.string(),
      createdAt: z.number(),
    }),
  ),
});
export type PointsLedger = z.infer<typeof pointsLedgerSchema>;

export const creditsSchema = z.object({
  credit: z.number(),
  list: z.array(z.object({ courseId: z.number(), title: z.string(), credits: z.number(), completedAt: z.number() })),
});
export type Credits = z.infer<typeof creditsSchema>;

export const durationSchema = z.object({
  totalSeconds: z.number(),
  weekSeconds: z.number(),
  todaySeconds: z.number(),
  days: z.array(studyDaySchema),
});
export type Duration = z.infer<typeof durationSchema>;

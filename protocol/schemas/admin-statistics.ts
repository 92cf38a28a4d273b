import { z } from 'zod';

/**
 * Administrators' statistics (issue 27 item 5, decision 0056): study hours, course completions,
 * exam pass rates and active learners by day and by department over a chosen period, computed by
 * the server from the enterprise's own records; exported as CSV or XLSX through a short-lived
 * signed link. Params are what the portal sends (text on the wire); the *Schema of a response is
 * what the server returns.
 */
export const STATISTICS_RANGES = ['last7', 'last30', 'last90', 'custom'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** What an export holds: the workbook (every table, one sheet each) or one table as CSV. */
export const STATISTICS_EXPORT_FORMATS = ['xlsx', 'csv_days', 'csv_departments'] as const;
export type StatisticsExportFormat = (typeof STATISTICS_EXPORT_FORMATS)[number];

export const ADMIN_STATISTICS_LIMITS = {
  /** The longest period (a year, leap day included): 366 rows by day at most. */
  maxDays: 366,
  /** Days of each preset range, today included. */
  presetDays: { last7: 7, last30: 30, last90: 90 },
  /** How long an export link works (a few minutes: it is opened at once). */
  exportLinkSeconds: 300,
  /** Departments shown by name; the smaller ones are added up under "Other departments". */
  maxDepartments: 200,
} as const;

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

const periodFields = {
  range: z.enum(STATISTICS_RANGES).default('last30'),
  /** Custom range only: the first and last local day (the caller's time zone), both included. */
  from: z.preprocess((value) => (value === '' ? undefined : value), dayString.optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), dayString.optional()),
};

export const statisticsParamsSchema = z.object(periodFields);
export type StatisticsParams = z.output<typeof statisticsParamsSchema>;

export const statisticsExportParamsSchema = z.object({
  ...periodFields,
  format: z.enum(STATISTICS_EXPORT_FORMATS),
});

/** One figure set: what a day, a department or the whole period adds up to. */
const figures = {
  /** Seconds of study the server credited. */
  studySeconds: z.number().int().nonnegative(),
  /** Courses completed. */
  completions: z.number().int().nonnegative(),
  /** Exam papers with a final score (handed in and graded). */
  examScored: z.number().int().nonnegative(),
  /** Of those, papers that passed. */
  examPassed: z.number().int().nonnegative(),
  /** Distinct members who studied, checked in, took an exam or signed in. */
  activeLearners: z.number().int().nonnegative(),
};

export const statisticsDaySchema = z.object({ day: dayString, ...figures });
export type StatisticsDay = z.output<typeof statisticsDaySchema>;

export const statisticsDepartmentSchema = z.object({
  /** Null: members without a department; 0: the departments beyond maxDepartments, added up. */
  departmentId: z.number().int().nonnegative().nullable(),
  /** The department's path in the tree ("Sales / Key accounts"); empty for the null and 0 rows. */
  name: z.string(),
  members: z.number().int().nonnegative(),
  ...figures,
});
export type StatisticsDepartment = z.output<typeof statisticsDepartmentSchema>;

export const statisticsTotalsSchema = z.object({ ...figures, members: z.number().int().nonnegative() });
export type StatisticsTotals = z.output<typeof statisticsTotalsSchema>;

export const statisticsSchema = z.object({
  period: z.object({ from: dayString, to: dayString, days: z.number().int().positive() }),
  totals: statisticsTotalsSchema,
  /** The period of the same length just before, for the tiles' comparison. */
  previous: statisticsTotalsSchema,
  /** Every day of the period, oldest first (days without activity are zeros). */
  days: z.array(statisticsDaySchema),
  /** Departments with members, most study first; then members without a department. */
  departments: z.array(statisticsDepartmentSchema),
});
export type Statistics = z.output<typeof statisticsSchema>;

export const statisticsExportSchema = z.object({
  /** A same-origin path the browser opens to download the file (signed, short-lived). */
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.number().int(),
});
export type StatisticsExport = z.output<typeof statisticsExportSchema>;

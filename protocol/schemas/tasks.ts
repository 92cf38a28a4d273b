import { z } from 'zod';

/**
 * The task list (/task, spec 000 §2 Tasks; issue 22, decision 0045): assigned courses with due
 * dates, assigned exams, trainings and activities, each tab with its red point.
 */
export const TASK_STATES = ['not_started', 'in_progress', 'completed', 'overdue'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_LIMITS = { pageSize: 10, maxPageSize: 50, maxAssign: 500 } as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A list of ids: an array, a JSON list or "1,2,3" (parameters travel as text). */
const idList = (max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text === '' ? [] : text.split(',');
  }, z.array(id).min(1).max(max));

export const taskCoursesSchema = z.object({
  state: z.enum(['all', ...TASK_STATES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TASK_LIMITS.maxPageSize).default(TASK_LIMITS.pageSize),
});

export const taskCourseSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  assignedAt: z.number(),
  dueAt: z.number().nullable(),
  state: z.enum(TASK_STATES),
  /** Chapters finished, in per cent. */
  progress: z.number(),
});
export type TaskCourse = z.infer<typeof taskCourseSchema>;

export const taskCoursePageSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(taskCourseSchema),
});

export const assignExamSchema = z.object({
  examId: id,
  userIds: idList(TASK_LIMITS.maxAssign),
  dueAt: z.coerce.number().int().positive().optional(),
});

/** Counts of unfinished tasks per tab (home, learning centre). */
export const tasksInProgressSchema = z.object({
  courses: z.number(),
  exams: z.number(),
  trainings: z.number(),
  activities: z.number(),
});
export type TasksInProgress = z.infer<typeof tasksInProgressSchema>;

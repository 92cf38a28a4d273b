import { z } from 'zod';
import { assignExamSchema, taskCoursePageSchema, taskCoursesSchema, tasksInProgressSchema } from '../schemas/tasks';
import { defineCall } from './define-call';

/** The task list (issue 22, decision 0045; docs/checklists/extra-calls-training.tsv). */

/** /task/course: courses assigned to the learner, with due date, state and progress. */
export const taskCoursesCall = defineCall({
  name: 'task/courses',
  method: 'GET',
  input: taskCoursesSchema,
  output: taskCoursePageSchema,
});

/** Unfinished tasks per tab (the tab badges and the home task module). */
export const taskCountsCall = defineCall({
  name: 'task/counts',
  method: 'GET',
  input: z.object({}),
  output: tasksInProgressSchema,
});

/** Administrators assign an exam to an audience: each learner gets a message and the examtask red point. */
export const assignExamCall = defineCall({
  name: 'task/assign-exam',
  method: 'POST',
  input: assignExamSchema,
  output: z.object({ assigned: z.number() }),
});

import type { ExamListQuery } from '../api/exams-api';

/** TanStack Query keys of the exams area. */
export const examKeys = {
  all: ['exams'] as const,
  list: (query: ExamListQuery) => ['exams', 'list', query] as const,
  transition: (examId: number) => ['exams', 'transition', examId] as const,
  /** `completed`: the course page's completion, so finishing the course reads the gates again. */
  course: (courseId: number, completed: boolean) => ['exams', 'course', courseId, completed] as const,
  paper: (attemptId: number) => ['exams', 'paper', attemptId] as const,
  result: (examId: number) => ['exams', 'result', examId] as const,
  detail: (attemptId: number) => ['exams', 'detail', attemptId] as const,
};

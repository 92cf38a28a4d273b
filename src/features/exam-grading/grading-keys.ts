/** TanStack Query keys of the grading pages. */
export const gradingKeys = {
  all: ['exam-grading'] as const,
  queue: (page: number, pageSize: number, examId: number | null) =>
    ['exam-grading', 'queue', page, pageSize, examId] as const,
  paper: (attemptId: number) => ['exam-grading', 'paper', attemptId] as const,
};

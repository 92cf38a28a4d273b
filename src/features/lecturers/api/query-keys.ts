import type { BookingState } from '../../../../protocol';
import type { LecturerQuery } from './lecturer-api';

/** TanStack Query keys of the lecturers area. */
export const lecturerKeys = {
  all: ['lecturers'] as const,
  list: (q: LecturerQuery) => ['lecturers', 'list', q] as const,
  categories: () => ['lecturers', 'categories'] as const,
  detail: (id: number) => ['lecturers', 'detail', id] as const,
  dimensions: (id: number) => ['lecturers', 'dimensions', id] as const,
  application: () => ['lecturers', 'application'] as const,
  slots: (id: number) => ['lecturers', 'slots', id] as const,
  mine: (status: '' | BookingState, page: number) => ['lecturers', 'mine', status, page] as const,
};

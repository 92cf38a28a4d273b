import {
  bookingSlotsCall,
  cancelBookingCall,
  completeBookingCall,
  createBookingCall,
  dimensionGradeCall,
  evaluateBookingCall,
  lecturerApplicationCall,
  lecturerApplyCall,
  lecturerCategoryCall,
  lecturerDetailCall,
  lecturerDimensionCall,
  lecturerListCall,
  myBookingsCall,
} from '../../../../protocol/calls/lecturers';
import type { BookingState, LecturerType } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/* The lecturer calls (decision 0051). Quiet: the pages show failures where they happened. */
const quiet = { quiet: true } as const;

/** A fresh id per submission: the server answers the same id again with the same result. */
export function newRequestId(): string {
  return (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
}

export interface LecturerQuery {
  keyword: string;
  type: '' | LecturerType;
  catid: number;
  page: number;
}

export const listLecturers = (q: LecturerQuery) => api.request(lecturerListCall, q, quiet);
export const listLecturerCategories = () => api.request(lecturerCategoryCall, {}, quiet);
export const getLecturer = (id: number) => api.request(lecturerDetailCall, { id }, quiet);
export const listDimensions = (teacherId: number) => api.request(lecturerDimensionCall, { teacherId }, quiet);
export const gradeDimension = (teacherId: number, dimensionId: number, stars: number) =>
  api.request(dimensionGradeCall, { teacherId, dimensionId, stars }, quiet);

export const getApplication = () => api.request(lecturerApplicationCall, {}, quiet);
export const applyAsLecturer = (input: {
  requestId: string;
  name: string;
  gender: 'male' | 'female' | 'unknown';
  region: string;
  introduction: string;
  labels: string[];
}) => api.request(lecturerApplyCall, { ...input, labels: JSON.stringify(input.labels) }, quiet);

export const getBookingSlots = (teacherId: number) => api.request(bookingSlotsCall, { teacherId }, quiet);
export const createBooking = (input: {
  requestId: string;
  teacherId: number;
  startsAt: number;
  endsAt: number;
  note: string;
}) => api.request(createBookingCall, input, quiet);
export const listMyBookings = (status: '' | BookingState, page: number) =>
  api.request(myBookingsCall, { status, page }, quiet);
export const cancelBooking = (bookingId: number) => api.request(cancelBookingCall, { bookingId }, quiet);
export const completeBooking = (bookingId: number) => api.request(completeBookingCall, { bookingId }, quiet);
export const evaluateBooking = (bookingId: number, stars: number, evaluation: string) =>
  api.request(evaluateBookingCall, { bookingId, stars, evaluation }, quiet);

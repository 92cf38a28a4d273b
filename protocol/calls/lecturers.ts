import { z } from 'zod';
import {
  bookingAnswerSchema,
  bookingIdParamsSchema,
  bookingSlotsParamsSchema,
  bookingSlotsSchema,
  createBookingParamsSchema,
  dimensionGradeParamsSchema,
  dimensionGradeSchema,
  dimensionListSchema,
  dimensionParamsSchema,
  evaluateBookingParamsSchema,
  lecturerApplicationSchema,
  lecturerApplyParamsSchema,
  lecturerCategoryListSchema,
  lecturerDetailParamsSchema,
  lecturerDetailSchema,
  lecturerListParamsSchema,
  lecturerListSchema,
  myBookingsParamsSchema,
  myBookingsSchema,
} from '../schemas/lecturers';
import { defineCall } from './define-call';

/** Lecturers (spec 001 §7 apiTeacher list, detail, category and dimension; decision 0051). */
export const lecturerListCall = defineCall({
  name: 'apiTeacher/list',
  method: 'GET',
  input: lecturerListParamsSchema,
  output: lecturerListSchema,
});
export const lecturerDetailCall = defineCall({
  name: 'apiTeacher/detail',
  method: 'GET',
  input: lecturerDetailParamsSchema,
  output: lecturerDetailSchema,
});
export const lecturerCategoryCall = defineCall({
  name: 'apiTeacher/category',
  method: 'GET',
  input: z.object({}),
  output: lecturerCategoryListSchema,
});
export const lecturerDimensionCall = defineCall({
  name: 'apiTeacher/dimension',
  method: 'GET',
  input: dimensionParamsSchema,
  output: dimensionListSchema,
});
/** Spec 001 §7 setTeacherDimensionGrade: once per learner and dimension. */
export const dimensionGradeCall = defineCall({
  name: 'apiTeacher/setTeacherDimensionGrade',
  method: 'POST',
  input: dimensionGradeParamsSchema,
  output: dimensionGradeSchema,
});
/** Spec 001 §7 teacherAdd/index: apply as a lecturer; an administrator reviews it. */
export const lecturerApplyCall = defineCall({
  name: 'teacherAdd/index',
  method: 'POST',
  input: lecturerApplyParamsSchema,
  output: lecturerApplicationSchema,
});
/** The caller's application state and what the profile lacks (the apply dialog opens with it). */
export const lecturerApplicationCall = defineCall({
  name: '/v1/lecturer/application',
  method: 'GET',
  input: z.object({}),
  output: lecturerApplicationSchema,
});

/** Offline booking of a lecturer (spec 001 §4 Offline booking, §8 Booking). */
export const bookingSlotsCall = defineCall({
  name: '/v1/lecturer/booking/slots',
  method: 'GET',
  input: bookingSlotsParamsSchema,
  output: bookingSlotsSchema,
});
export const createBookingCall = defineCall({
  name: '/v1/lecturer/booking/create',
  method: 'POST',
  input: createBookingParamsSchema,
  output: bookingAnswerSchema,
});
export const myBookingsCall = defineCall({
  name: '/v1/lecturer/booking/mine',
  method: 'GET',
  input: myBookingsParamsSchema,
  output: myBookingsSchema,
});
export const cancelBookingCall = defineCall({
  name: '/v1/lecturer/booking/cancel',
  method: 'POST',
  input: bookingIdParamsSchema,
  output: bookingAnswerSchema,
});
/** The lecturer (or an administrator) confirms a pending booking. */
export const confirmBookingCall = defineCall({
  name: '/v1/lecturer/booking/confirm',
  method: 'POST',
  input: bookingIdParamsSchema,
  output: bookingAnswerSchema,
});
/** The learner confirms the course took place: the booking waits for the learner's evaluation. */
export const completeBookingCall = defineCall({
  name: '/v1/lecturer/booking/complete',
  method: 'POST',
  input: bookingIdParamsSchema,
  output: bookingAnswerSchema,
});
export const evaluateBookingCall = defineCall({
  name: '/v1/lecturer/booking/evaluate',
  method: 'POST',
  input: evaluateBookingParamsSchema,
  output: bookingAnswerSchema,
});

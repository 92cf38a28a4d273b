import {
  bookingSlotsCall,
  cancelBookingCall,
  completeBookingCall,
  confirmBookingCall,
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
} from '../../../protocol/calls/lecturers';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { applicationOf, apply } from './application.service';
import { bookingSlots, createBooking, myBookings, STEPS, stepBooking } from './bookings.service';
import { memberScopeOf, scopeOf } from './lecturer-scope';
import { gradeDimension, lecturerDetail, listCategories, listDimensions, listLecturers } from './lecturers.service';

/**
 * Lecturers (spec 001 §7 apiTeacher, setTeacherDimensionGrade, teacherAdd/index) and offline
 * booking (spec 001 §4, §8; decision 0051). Reading lecturers is the enterprise's public face;
 * rating, applying and booking are a member's.
 */
export function registerLecturerCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.serve(lecturerListCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await listLecturers(scopeOf(ctx), input) }),
  });
  registry.serve(lecturerDetailCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await lecturerDetail(scopeOf(ctx), input.id) }),
  });
  registry.serve(lecturerCategoryCall, {
    access: 'public',
    handler: async (ctx) => ({ data: { list: await listCategories(scopeOf(ctx)) } }),
  });
  registry.serve(lecturerDimensionCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: { list: await listDimensions(scopeOf(ctx), input.teacherId) } }),
  });
  registry.serve(dimensionGradeCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await gradeDimension(memberScopeOf(ctx), input) }),
  });
  registry.serve(lecturerApplicationCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await applicationOf(memberScopeOf(ctx)) }),
  });
  registry.serve(lecturerApplyCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await apply(memberScopeOf(ctx), input) }),
  });

  registry.serve(bookingSlotsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await bookingSlots(memberScopeOf(ctx), input.teacherId) }),
  });
  registry.serve(createBookingCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { booking: await createBooking(memberScopeOf(ctx), input) } }),
  });
  registry.serve(myBookingsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await myBookings(memberScopeOf(ctx), input) }),
  });
  registry.serve(cancelBookingCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: { booking: await stepBooking(memberScopeOf(ctx), input.bookingId, STEPS.cancel) },
    }),
  });
  registry.serve(confirmBookingCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: { booking: await stepBooking(memberScopeOf(ctx), input.bookingId, STEPS.confirm) },
    }),
  });
  registry.serve(completeBookingCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: { booking: await stepBooking(memberScopeOf(ctx), input.bookingId, STEPS.complete) },
    }),
  });
  registry.serve(evaluateBookingCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: {
        booking: await stepBooking(memberScopeOf(ctx), input.bookingId, {
          ...STEPS.evaluate,
          set: { stars: input.stars, evaluation: input.evaluation },
        }),
      },
    }),
  });
}

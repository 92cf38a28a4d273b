import { sql, type Kysely } from 'kysely';
import { ErrorCode, LECTURER_LIMITS, type Booking, type BookingSlots, type BookingState } from '../../../protocol';
import { forUpdate } from '../../db/engine';
import { readCount } from '../../db/list-counts';
import type { Database } from '../../db/schema';
import type { BookingRow } from '../../db/schema-lecturers';
import { AppError } from '../../pipeline/app-error';
import { isAdministrator } from '../../pipeline/access';
import { lockLearner } from '../points';
import { isBookableSpan, openWindows, overlaps, type Span } from './booking-time';
import { findLecturer, type MemberScope } from './lecturer-scope';

/** States that hold the lecturer's time (a cancelled booking frees it). */
const HOLDING: BookingState[] = ['pending', 'confirmed', 'evaluating', 'ended'];

function bookingsWithLecturer(db: Kysely<Database>) {
  return db
    .selectFrom('lecturer_bookings as b')
    .innerJoin('lecturers as l', 'l.id', 'b.lecturer_id')
    .selectAll('b')
    .select(['l.name as lecturer_name', 'l.avatar as lecturer_avatar']);
}

function present(row: BookingRow & { lecturer_name: string; lecturer_avatar: string }): Booking {
  return {
    id: row.id,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name,
    lecturerAvatar: row.lecturer_avatar,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status as BookingState,
    note: row.note,
    stars: row.stars,
    evaluation: row.evaluation,
    createdAt: row.created_at,
  };
}

async function bookingById(db: Kysely<Database>, id: number): Promise<Booking> {
  const row = await bookingsWithLecturer(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return present(row);
}

async function hoursOf(db: Kysely<Database>, lecturerId: number) {
  return db
    .selectFrom('lecturer_hours')
    .select(['weekday', 'start_minute', 'end_minute'])
    .where('lecturer_id', '=', lecturerId)
    .orderBy('weekday')
    .orderBy('start_minute')
    .orderBy('id')
    .execute();
}

async function takenSpans(db: Kysely<Database>, lecturerId: number, from: number): Promise<Span[]> {
  const rows = await db
    .selectFrom('lecturer_bookings')
    .select(['starts_at', 'ends_at'])
    .where('lecturer_id', '=', lecturerId)
    .where('status', 'in', HOLDING)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }));
}

/** The lecturer's open windows, the times already held, and the caller's own bookings with them. */
export async function bookingSlots(scope: MemberScope, lecturerId: number): Promise<BookingSlots> {
  const lecturer = await findLecturer(scope.db, lecturerId);
  const windows = lecturer.bookable === 1 ? openWindows(await hoursOf(scope.db, lecturer.id), scope.now) : [];
  const mine = await bookingsWithLecturer(scope.db)
    .where('b.lecturer_id', '=', lecturer.id)
    .where('b.user_id', '=', scope.viewer.id)
    .orderBy('b.starts_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(20)
    .execute();
  return { windows, taken: await takenSpans(scope.db, lecturer.id, scope.now), mine: mine.map(present) };
}

export interface CreateInput {
  requestId: string;
  teacherId: number;
  startsAt: number;
  endsAt: number;
  note: string;
}

/**
 * Book an offline course (state 'pending' until the lecturer confirms). Two learners asking for
 * overlapping time at once: the lecturer's row is locked (PostgreSQL; SQLite runs one writer at a
 * time), so the second sees the first's booking and is told part of the slot was taken.
 */
export async function createBooking(scope: MemberScope, input: CreateInput): Promise<Booking> {
  const id = await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.viewer.id);
    const retried = await trx
      .selectFrom('lecturer_bookings')
      .select('id')
      .where('user_id', '=', scope.viewer.id)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (retried) return retried.id;
    const lecturer = await trx
      .selectFrom('lecturers')
      .select(['id', 'bookable'])
      .where('id', '=', input.teacherId)
      .where('enabled', '=', 1)
      .$call((q) => forUpdate(trx, q))
      .executeTakeFirst();
    if (!lecturer) throw new AppError(ErrorCode.NOT_FOUND);
    if (lecturer.bookable !== 1) throw new AppError(ErrorCode.BOOKING_NOT_OFFERED);
    const span = { startsAt: input.startsAt, endsAt: input.endsAt };
    if (!isBookableSpan(span, openWindows(await hoursOf(trx, lecturer.id), scope.now), scope.now))
      throw new AppError(ErrorCode.BOOKING_TIME_INVALID);
    const taken = await takenSpans(trx, lecturer.id, scope.now);
    if (taken.some((t) => overlaps(t, span))) throw new AppError(ErrorCode.BOOKING_SLOT_TAKEN);
    const row = await trx
      .insertInto('lecturer_bookings')
      .values({
        eid: scope.eid,
        lecturer_id: lecturer.id,
        user_id: scope.viewer.id,
        request_id: input.requestId,
        starts_at: span.startsAt,
        ends_at: span.endsAt,
        status: 'pending',
        note: input.note,
        created_at: scope.now,
        updated_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return bookingById(scope.db, id);
}

export async function myBookings(
  scope: MemberScope,
  query: { status: '' | BookingState; page: number },
): Promise<{ page: number; pageSize: number; total: number; list: Booking[] }> {
  const pageSize = LECTURER_LIMITS.pageSize;
  // The total is a counter per learner and status kept on write (migration 0048, decision 0066).
  const total = await readCount(
    scope.db,
    'lecturer_bookings',
    `u${scope.viewer.id}`,
    query.status === '' ? undefined : (key) => key === query.status,
  );
  const rows = await bookingsWithLecturer(scope.db)
    .where('b.user_id', '=', scope.viewer.id)
    .$if(query.status !== '', (q) => q.where('b.status', '=', query.status))
    .orderBy('b.starts_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return { page: query.page, pageSize, total, list: rows.map(present) };
}

type Who = 'learner' | 'lecturer';

interface Step {
  from: BookingState[];
  to: BookingState;
  who: Who;
  /** Further rule on the booking's time, checked at the server's clock. */
  when?: (row: BookingRow, now: number) => boolean;
  set?: { stars: number; evaluation: string };
}

/** The steps of spec 001 §4 "Offline booking": cancel, confirm, confirm completion, evaluate. */
export const STEPS = {
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled', who: 'learner', when: (row, now) => row.starts_at > now },
  confirm: { from: ['pending'], to: 'confirmed', who: 'lecturer', when: (row, now) => row.starts_at > now },
  complete: { from: ['confirmed'], to: 'evaluating', who: 'learner', when: (row, now) => row.starts_at <= now },
  evaluate: { from: ['evaluating'], to: 'ended', who: 'learner' },
} satisfies Record<string, Step>;

/**
 * Move a booking one step, by a conditional update on its state: a double click's second call
 * finds the booking already moved (DUPLICATE_SUBMISSION within 3 s), any other wrong state is
 * BOOKING_STATE_INVALID with the state it is in.
 */
export async function stepBooking(scope: MemberScope, bookingId: number, step: Step): Promise<Booking> {
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.viewer.id);
    const row = await trx
      .selectFrom('lecturer_bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .$call((q) => forUpdate(trx, q))
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    if (step.who === 'learner' && row.user_id !== scope.viewer.id) throw new AppError(ErrorCode.NOT_FOUND);
    if (step.who === 'lecturer') {
      const lecturer = await findLecturer(trx, row.lecturer_id);
      if (lecturer.user_id !== scope.viewer.id && !isAdministrator(scope.viewer))
        throw new AppError(ErrorCode.FORBIDDEN);
    }
    if (!step.from.includes(row.status as BookingState)) {
      if (row.status === step.to && scope.now - row.updated_at < LECTURER_LIMITS.repeatWindowMs)
        throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      throw new AppError(ErrorCode.BOOKING_STATE_INVALID, { data: { status: row.status } });
    }
    if (step.when && !step.when(row, scope.now))
      throw new AppError(ErrorCode.BOOKING_STATE_INVALID, { data: { status: row.status } });
    await trx
      .updateTable('lecturer_bookings')
      .set({ status: step.to, updated_at: scope.now, ...(step.set ?? {}) })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .execute();
    if (step.set) {
      // A booking's evaluation counts in the lecturer's overall rating like a dimension grade.
      await trx
        .updateTable('lecturers')
        .set({
          rating_sum: sql<number>`rating_sum + ${step.set.stars}`,
          rating_count: sql<number>`rating_count + 1`,
        })
        .where('id', '=', row.lecturer_id)
        .execute();
    }
  });
  return bookingById(scope.db, bookingId);
}

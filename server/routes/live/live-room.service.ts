import { timingSafeEqual, createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCode } from '../../../protocol';
import { LIVE_LIMITS, type LiveRoom, type LiveSummary } from '../../../protocol/schemas/live';
import { forUpdate } from '../../db/engine';
import { giveBack, takeAllowance } from '../../lib/limits';
import { signToken } from '../../lib/signed-token';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { loadLive, phaseOf, type LiveRow, type LiveScope } from './live-scope';

export const LIVE_STREAM_PREFIX = '/live-stream/';
export const LIVE_STREAM_PURPOSE = 'live-stream';
/** A stream address lives as long as a long live; the page asks for a fresh one on reconnect failure. */
const STREAM_TTL_MS = 12 * 60 * 60 * 1000;

export async function viewerCount(scope: Pick<LiveScope, 'db' | 'now'>, liveId: number): Promise<number> {
  const row = await scope.db
    .selectFrom('live_viewers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('live_id', '=', liveId)
    .where('last_seen_at', '>=', scope.now - LIVE_LIMITS.viewerWindowSeconds * 1000)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function summaries(scope: LiveScope, lives: LiveRow[]): Promise<LiveSummary[]> {
  if (lives.length === 0) return [];
  const ids = lives.map((l) => l.id);
  const counts = await scope.db
    .selectFrom('live_bookings')
    .select(['live_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('live_id', 'in', ids)
    .groupBy('live_id')
    .execute();
  const mine = await scope.db
    .selectFrom('live_bookings')
    .select('live_id')
    .where('live_id', 'in', ids)
    .where('user_id', '=', scope.user.id)
    .execute();
  const countOf = new Map(counts.map((c) => [c.live_id, Number(c.n)]));
  const booked = new Set(mine.map((m) => m.live_id));
  return lives.map((live) => ({
    id: live.id,
    title: live.title,
    lecturer: live.lecturer,
    provider: live.provider,
    phase: phaseOf(live),
    startsAt: Number(live.starts_at),
    endsAt: Number(live.ends_at),
    hasPassword: live.password !== '',
    booked: booked.has(live.id),
    bookedCount: countOf.get(live.id) ?? 0,
    bookingLimit: live.booking_limit,
  }));
}

/** The lives of the enterprise, the newest start first (the booking page's list). */
export async function listLives(scope: LiveScope, page: number, pageSize: number) {
  const rows = await scope.db
    .selectFrom('lives')
    .selectAll()
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await scope.db
    .selectFrom('lives')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { items: await summaries(scope, rows), total: Number(total.n) };
}

async function viewerRow(scope: LiveScope, liveId: number) {
  return scope.db
    .selectFrom('live_viewers')
    .selectAll()
    .where('live_id', '=', liveId)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
}

/** True while the live has a password this learner has not given (administrators manage it, so they pass). */
export async function isLocked(scope: LiveScope, live: LiveRow): Promise<boolean> {
  if (live.password === '' || scope.isAdmin) return false;
  return (await viewerRow(scope, live.id))?.unlocked !== 1;
}

export async function assertUnlocked(scope: LiveScope, live: LiveRow): Promise<void> {
  if (await isLocked(scope, live)) throw new AppError(ErrorCode.LIVE_PASSWORD_REQUIRED);
}

export async function liveRoom(scope: LiveScope, id: number): Promise<LiveRoom> {
  const live = await loadLive(scope.db, id);
  const [summary] = await summaries(scope, [live]);
  const locked = await isLocked(scope, live);
  const viewer = await viewerRow(scope, id);
  const streamToken = signToken(
    scope.config.mediaSigningSecret,
    LIVE_STREAM_PURPOSE,
    { e: scope.eid, u: scope.user.id, l: id },
    scope.now + STREAM_TTL_MS,
  );
  return {
    ...summary!,
    intro: locked ? '' : live.intro,
    locked,
    viewerCount: await viewerCount(scope, id),
    watchedSeconds: viewer?.watched_seconds ?? 0,
    streamUrl: locked ? null : `${LIVE_STREAM_PREFIX}${id}?t=${encodeURIComponent(streamToken)}`,
    heartbeatSeconds: LIVE_LIMITS.heartbeatSeconds,
    canManage: scope.isAdmin,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The room's password: counted per learner and live before it is compared (a burst cannot try
 * more than the limit), compared in constant time, and remembered on the viewer row.
 */
export async function unlockLive(scope: LiveScope, id: number, password: string): Promise<void> {
  const live = await loadLive(scope.db, id);
  if (live.password === '') return;
  const allowance = await takeAllowance(
    scope.db,
    [
      {
        rule: { scope: 'live:password', limit: LIVE_LIMITS.passwordAttempts, windowMs: 10 * 60 * 1000 },
        subject: `${scope.eid}:${scope.user.id}:${id}`,
      },
    ],
    scope.now,
  );
  if (!allowance.ok)
    throw new AppError(ErrorCode.LIVE_PASSWORD_ATTEMPTS, {
      data: { retryAfterSeconds: Math.max(1, Math.ceil((allowance.retryAt - scope.now) / 1000)) },
    });
  if (!timingSafeEqual(digest(password), digest(live.password))) throw new AppError(ErrorCode.LIVE_PASSWORD_WRONG);
  await giveBack(scope.db, allowance.taken);
  await scope.db
    .insertInto('live_viewers')
    .values({
      eid: scope.eid,
      live_id: id,
      user_id: scope.user.id,
      unlocked: 1,
      joined_at: scope.now,
      last_seen_at: 0,
      last_credited_at: scope.now,
    })
    .onConflict((oc) => oc.columns(['live_id', 'user_id']).doUpdateSet({ unlocked: 1 }))
    .execute();
}

async function bookingState(scope: LiveScope, live: LiveRow) {
  const [summary] = await summaries(scope, [live]);
  return { booked: summary!.booked, bookedCount: summary!.bookedCount, bookingLimit: live.booking_limit };
}

/**
 * Book a seat. The live's row is locked (PostgreSQL; SQLite runs one writer at a time) before the
 * count is read, so bookers at the same moment are decided one after another and the limit
 * (at most 299) is never passed. Booking twice is one booking.
 */
export async function bookLive(scope: LiveScope, id: number) {
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    const live = await trx
      .selectFrom('lives')
      .selectAll()
      .where('id', '=', id)
      .$call((q) => forUpdate(trx, q))
      .executeTakeFirst();
    if (!live) throw new AppError(ErrorCode.NOT_FOUND);
    if (live.state === 'ended') throw new AppError(ErrorCode.LIVE_BOOKING_CLOSED);
    const mine = await trx
      .selectFrom('live_bookings')
      .select('id')
      .where('live_id', '=', id)
      .where('user_id', '=', scope.user.id)
      .executeTakeFirst();
    if (mine) return;
    const count = await trx
      .selectFrom('live_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('live_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= Math.min(live.booking_limit, LIVE_LIMITS.bookingMax))
      throw new AppError(ErrorCode.LIVE_BOOKING_FULL);
    await trx
      .insertInto('live_bookings')
      .values({ eid: scope.eid, live_id: id, user_id: scope.user.id, created_at: scope.now })
      .onConflict((oc) => oc.columns(['live_id', 'user_id']).doNothing())
      .execute();
  });
  return bookingState(scope, await loadLive(scope.db, id));
}

export async function unbookLive(scope: LiveScope, id: number) {
  const live = await loadLive(scope.db, id);
  await scope.db.deleteFrom('live_bookings').where('live_id', '=', id).where('user_id', '=', scope.user.id).execute();
  return bookingState(scope, live);
}

/** The lecturer's console (an administrator): move the live to another state. */
export async function setLiveState(scope: LiveScope, id: number, state: LiveRow['state'], playback?: boolean) {
  await loadLive(scope.db, id);
  await scope.db
    .updateTable('lives')
    .set({
      state,
      updated_at: scope.now,
      ...(playback === undefined ? {} : { playback: playback ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
  return liveRoom(scope, id);
}

/**
 * A watch heartbeat. The time credited is the server's: the wall-clock time since the learner's
 * last credited moment over ALL their lives, capped at one interval plus slack, and only while
 * there is something to watch — so replayed, accelerated or parallel beats never add more than
 * really passed. Each beat is written at once, so the watch data is in the database long before
 * the hour after exit that spec 001 §9 allows.
 */
export async function liveHeartbeat(scope: LiveScope, id: number, active: boolean) {
  const live = await loadLive(scope.db, id);
  await assertUnlocked(scope, live);
  const watchable = phaseOf(live) === 'live' || phaseOf(live) === 'playback';
  const credit = await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    await trx
      .insertInto('live_viewers')
      .values({
        eid: scope.eid,
        live_id: id,
        user_id: scope.user.id,
        joined_at: scope.now,
        last_seen_at: scope.now,
        last_credited_at: scope.now,
      })
      .onConflict((oc) => oc.columns(['live_id', 'user_id']).doNothing())
      .execute();
    const latest = await trx
      .selectFrom('live_viewers')
      .select((eb) => eb.fn.max('last_credited_at').as('at'))
      .where('user_id', '=', scope.user.id)
      .executeTakeFirstOrThrow();
    const since = Math.max(0, scope.now - Number(latest.at ?? scope.now));
    const cap = LIVE_LIMITS.heartbeatSeconds + 5;
    let seconds = 0;
    let creditedUntil = scope.now;
    if (active && watchable) {
      seconds = since > cap * 1000 ? cap : Math.floor(since / 1000);
      creditedUntil = since > cap * 1000 ? scope.now : scope.now - (since - seconds * 1000);
    }
    await trx
      .updateTable('live_viewers')
      .set({
        last_seen_at: scope.now,
        last_credited_at: creditedUntil,
        watched_seconds: sql<number>`watched_seconds + ${seconds}`,
      })
      .where('live_id', '=', id)
      .where('user_id', '=', scope.user.id)
      .execute();
    return seconds;
  });
  const viewer = await viewerRow(scope, id);
  return {
    creditedNow: credit,
    watchedSeconds: viewer?.watched_seconds ?? 0,
    viewerCount: await viewerCount(scope, id),
  };
}

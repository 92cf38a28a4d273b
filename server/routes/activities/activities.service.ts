import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type ActivityDetail, type ActivityList } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { isAdministrator } from '../../pipeline/access';
import { lockLearner } from '../points';
import { inWindow } from './activity-state';
import { toCard, toDetail, type ActivityRow, type RegistrationRow } from './activity.presenter';
import { activitiesDone, settleCompletions } from './completion';
import { isHiddenFromMember, visibleToMember } from '../admin-members';
import { countedActivityTotal } from './activity-list-total';

/** One caller's view: the enterprise-scoped database, who asks (null for a visitor) and when. */
export interface ActivityScope {
  db: Kysely<Database>;
  eid: number;
  user: User | null;
  now: number;
}

type Db = Kysely<Database> | Transaction<Database>;

async function activityOf(db: Db, id: number): Promise<ActivityRow> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

async function registrationOf(db: Db, activityId: number, userId: number): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('activity_registrations')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

const canOrganise = (a: ActivityRow, user: User | null): boolean =>
  !!user && (isAdministrator(user) || (a.organiser_id !== null && Number(a.organiser_id) === Number(user.id)));

export async function activityDetail(scope: ActivityScope, id: number): Promise<ActivityDetail> {
  const { db, user, now } = scope;
  // Decision 0054: an activity an administrator hid from this member is not found for them.
  if (await isHiddenFromMember(db, 'activity', user?.id, id)) throw new AppError(ErrorCode.NOT_FOUND);
  if (user && (await activitiesDone(db, user.id, [id], now)).size > 0) {
    // Attended to the end but not yet credited: write the completion before answering.
    await db.transaction().execute(async (trx) => {
      await lockLearner(trx, user.id);
      await settleCompletions(trx, scope.eid, user.id, now);
    });
  }
  return detailIn(db, scope, id);
}

async function detailIn(db: Db, scope: ActivityScope, id: number): Promise<ActivityDetail> {
  const a = await activityOf(db, id);
  const r = scope.user ? await registrationOf(db, id, scope.user.id) : undefined;
  return toDetail(a, r, scope.now, { signedIn: scope.user !== null, canOrganise: canOrganise(a, scope.user) });
}

export async function listActivities(
  scope: ActivityScope,
  params: { scope: 'all' | 'mine'; phase: 'all' | 'not_started' | 'ongoing' | 'ended'; page: number; pageSize: number },
): Promise<ActivityList> {
  const { db, user, now } = scope;
  if (user && params.scope === 'mine') {
    await db.transaction().execute(async (trx) => {
      await lockLearner(trx, user.id);
      await settleCompletions(trx, scope.eid, user.id, now);
    });
  }
  const userId = user?.id ?? 0;
  let base = db
    .selectFrom('activities as a')
    .leftJoin('activity_registrations as r', (join) =>
      join.onRef('r.activity_id', '=', 'a.id').on('r.user_id', '=', userId),
    );
  if (params.scope === 'mine') base = base.where('r.id', 'is not', null).where('r.cancelled_at', 'is', null);
  // Decision 0054: activities an administrator hid from this member are in neither the page nor its count.
  if (user) base = base.where((eb) => visibleToMember(eb, 'activity', user.id, 'a.id'));
  if (params.phase === 'not_started') base = base.where('a.start_at', '>', now);
  if (params.phase === 'ongoing') base = base.where('a.start_at', '<=', now).where('a.end_at', '>', now);
  if (params.phase === 'ended') base = base.where('a.end_at', '<=', now);
  // The whole list's count needs no join (one covering-index scan); "mine" counts registrations.
  let counted = params.scope === 'mine' ? base : db.selectFrom('activities as a');
  if (user && params.scope === 'all') counted = counted.where((eb) => visibleToMember(eb, 'activity', user.id, 'a.id'));
  if (params.scope === 'all') {
    if (params.phase === 'not_started') counted = counted.where('a.start_at', '>', now);
    if (params.phase === 'ongoing') counted = counted.where('a.start_at', '<=', now).where('a.end_at', '>', now);
    if (params.phase === 'ended') counted = counted.where('a.end_at', '<=', now);
  }
  // Every phase: a counter kept on write (decision 0059); a phase depends on the clock, so it is counted.
  const total =
    params.phase === 'all'
      ? { n: await countedActivityTotal(db, user, params.scope) }
      : await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('a')
    .select([
      'r.id as r_id',
      'r.registered_at as r_registered_at',
      'r.cancelled_at as r_cancelled_at',
      'r.signed_in_at as r_signed_in_at',
      'r.signed_out_at as r_signed_out_at',
      'r.completed_at as r_completed_at',
    ])
    .orderBy('a.start_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  return {
    list: rows.map((row) =>
      toCard(
        row,
        row.r_id === null
          ? null
          : {
              cancelled_at: row.r_cancelled_at,
              signed_in_at: row.r_signed_in_at,
              signed_out_at: row.r_signed_out_at,
              completed_at: row.r_completed_at,
            },
        now,
      ),
    ),
    total: Number(total.n),
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** A member's write on their own registration: one at a time per learner (lockLearner first). */
async function asLearner<T>(scope: ActivityScope, work: (trx: Transaction<Database>, user: User) => Promise<T>) {
  const user = scope.user;
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, user.id);
    return work(trx, user);
  });
}

export async function register(scope: ActivityScope, id: number): Promise<ActivityDetail> {
  return asLearner(scope, async (trx, user) => {
    if (await isHiddenFromMember(trx, 'activity', user.id, id)) throw new AppError(ErrorCode.NOT_FOUND);
    const a = await activityOf(trx, id);
    const r = await registrationOf(trx, id, user.id);
    if (r && r.cancelled_at === null) return detailIn(trx, scope, id); // a double click: already registered
    if (!inWindow(a.register_start, a.register_end, scope.now))
      throw new AppError(ErrorCode.ACTIVITY_REGISTRATION_CLOSED);
    // The capacity check and the seat are one statement: parallel registrations of different
    // learners cannot both take the last place (PostgreSQL re-checks the condition after the lock).
    const seat = await trx
      .updateTable('activities')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', '=', id)
      .where((eb) => eb.or([eb('capacity', '=', 0), eb('registered', '<', eb.ref('capacity'))]))
      .executeTakeFirst();
    if (Number(seat.numUpdatedRows) !== 1) throw new AppError(ErrorCode.ACTIVITY_FULL);
    if (r) {
      await trx
        .updateTable('activity_registrations')
        .set({ cancelled_at: null, registered_at: scope.now })
        .where('id', '=', r.id)
        .execute();
    } else {
      await trx
        .insertInto('activity_registrations')
        .values({ eid: scope.eid, activity_id: id, user_id: user.id, registered_at: scope.now })
        .execute();
    }
    return detailIn(trx, scope, id);
  });
}

export async function cancel(scope: ActivityScope, id: number): Promise<ActivityDetail> {
  return asLearner(scope, async (trx, user) => {
    const a = await activityOf(trx, id);
    const r = await registrationOf(trx, id, user.id);
    if (!r || r.cancelled_at !== null) throw new AppError(ErrorCode.ACTIVITY_NOT_REGISTERED);
    if (r.signed_in_at !== null || scope.now >= a.start_at) throw new AppError(ErrorCode.ACTIVITY_CANCEL_REFUSED);
    const done = await trx
      .updateTable('activity_registrations')
      .set({ cancelled_at: scope.now })
      .where('id', '=', r.id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) {
      await trx
        .updateTable('activities')
        .set((eb) => ({ registered: eb('registered', '-', 1) }))
        .where('id', '=', id)
        .where('registered', '>', 0)
        .execute();
    }
    return detailIn(trx, scope, id);
  });
}

/** Sign in inside the window; a second sign-in (a double click, a second scan) changes nothing. */
export async function signInTo(
  trx: Transaction<Database>,
  scope: ActivityScope,
  user: User,
  id: number,
  method: 'button' | 'qr',
): Promise<{ activity: ActivityRow; signedInNow: boolean; signedInAt: number }> {
  const a = await activityOf(trx, id);
  const r = await registrationOf(trx, id, user.id);
  if (!r || r.cancelled_at !== null) throw new AppError(ErrorCode.ACTIVITY_NOT_REGISTERED);
  if (r.signed_in_at !== null) return { activity: a, signedInNow: false, signedInAt: r.signed_in_at };
  if (!inWindow(a.sign_in_start, a.sign_in_end, scope.now)) throw new AppError(ErrorCode.ACTIVITY_SIGN_IN_CLOSED);
  await trx
    .updateTable('activity_registrations')
    .set({ signed_in_at: scope.now, sign_in_method: method })
    .where('id', '=', r.id)
    .where('signed_in_at', 'is', null)
    .execute();
  return { activity: a, signedInNow: true, signedInAt: scope.now };
}

export async function signIn(scope: ActivityScope, id: number): Promise<ActivityDetail> {
  return asLearner(scope, async (trx, user) => {
    await signInTo(trx, scope, user, id, 'button');
    return detailIn(trx, scope, id);
  });
}

export async function signOut(scope: ActivityScope, id: number): Promise<ActivityDetail> {
  return asLearner(scope, async (trx, user) => {
    const a = await activityOf(trx, id);
    const r = await registrationOf(trx, id, user.id);
    if (!r || r.cancelled_at !== null) throw new AppError(ErrorCode.ACTIVITY_NOT_REGISTERED);
    if (r.signed_in_at === null) throw new AppError(ErrorCode.ACTIVITY_NOT_SIGNED_IN);
    if (r.signed_out_at === null) {
      if (!inWindow(a.sign_out_start, a.sign_out_end, scope.now))
        throw new AppError(ErrorCode.ACTIVITY_SIGN_OUT_CLOSED);
      await trx
        .updateTable('activity_registrations')
        .set({ signed_out_at: scope.now })
        .where('id', '=', r.id)
        .where('signed_out_at', 'is', null)
        .execute();
    }
    // Signing out after the end completes the activity now (credits once, whatever the retries).
    await settleCompletions(trx, scope.eid, user.id, scope.now);
    return detailIn(trx, scope, id);
  });
}

export { canOrganise, activityOf };

import type { Selectable } from 'kysely';
import type { ActivityCard, ActivityDetail } from '../../../protocol';
import type { ActivitiesTable, ActivityRegistrationsTable } from '../../db/schema-activities';
import { activityPhase, inWindow, personalState, registrationPhase, type RegistrationMarks } from './activity-state';

export type ActivityRow = Selectable<ActivitiesTable>;
export type RegistrationRow = Selectable<ActivityRegistrationsTable>;

export function toCard(a: ActivityRow, r: RegistrationMarks | null | undefined, now: number): ActivityCard {
  return {
    id: Number(a.id),
    title: a.title,
    address: a.address,
    cover: a.cover,
    credits: a.credits,
    capacity: a.capacity,
    registered: a.registered,
    registerStart: a.register_start,
    registerEnd: a.register_end,
    startAt: a.start_at,
    endAt: a.end_at,
    signInStart: a.sign_in_start,
    signInEnd: a.sign_in_end,
    signOutStart: a.sign_out_start,
    signOutEnd: a.sign_out_end,
    phase: activityPhase(a, now),
    registrationPhase: registrationPhase(a, now),
    personal: personalState(r),
  };
}

/**
 * The detail with what the caller may do now: the same rules the calls enforce, so a button is
 * shown exactly when its call would succeed (apart from a race for the last place).
 */
export function toDetail(
  a: ActivityRow,
  r: RegistrationRow | null | undefined,
  now: number,
  viewer: { signedIn: boolean; canOrganise: boolean },
): ActivityDetail {
  const card = toCard(a, r, now);
  const live = r && r.cancelled_at === null ? r : null;
  const seatLeft = a.capacity === 0 || a.registered < a.capacity;
  return {
    ...card,
    summary: a.summary,
    registeredAt: live?.registered_at ?? null,
    signedInAt: live?.signed_in_at ?? null,
    signInMethod: live?.sign_in_method ?? '',
    signedOutAt: live?.signed_out_at ?? null,
    completedAt: live?.completed_at ?? null,
    creditsGranted: live?.credits_granted ?? 0,
    canRegister: viewer.signedIn && !live && card.registrationPhase === 'ongoing' && seatLeft,
    canCancel: !!live && live.signed_in_at === null && now < a.start_at,
    canSignIn: !!live && live.signed_in_at === null && inWindow(a.sign_in_start, a.sign_in_end, now),
    canSignOut:
      !!live &&
      live.signed_in_at !== null &&
      live.signed_out_at === null &&
      inWindow(a.sign_out_start, a.sign_out_end, now),
    canOrganise: viewer.canOrganise,
    signedIn: viewer.signedIn,
  };
}

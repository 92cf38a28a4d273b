/**
 * The three independent states of spec 001 §4 for an activity, computed from its times and the
 * learner's registration (decision 0047). Pure: the server's answers and its rules use the same
 * functions, so what a page shows is what a call accepts.
 */
export type ActivityPhase = 'not_started' | 'ongoing' | 'ended';
export type RegistrationPhase = 'not_started' | 'ongoing' | 'over';
export type PersonalState = 'none' | 'applied' | 'signed_in' | 'signed_out' | 'completed';

export interface ActivityTimes {
  register_start: number;
  register_end: number;
  start_at: number;
  end_at: number;
  sign_in_start: number;
  sign_in_end: number;
  sign_out_start: number;
  sign_out_end: number;
}

export interface RegistrationMarks {
  cancelled_at: number | null;
  signed_in_at: number | null;
  signed_out_at: number | null;
  completed_at: number | null;
}

export function activityPhase(a: ActivityTimes, now: number): ActivityPhase {
  if (now < a.start_at) return 'not_started';
  return now < a.end_at ? 'ongoing' : 'ended';
}

export function registrationPhase(a: ActivityTimes, now: number): RegistrationPhase {
  if (now < a.register_start) return 'not_started';
  return now < a.register_end ? 'ongoing' : 'over';
}

export function personalState(r: RegistrationMarks | null | undefined): PersonalState {
  if (!r || r.cancelled_at !== null) return 'none';
  if (r.completed_at !== null) return 'completed';
  if (r.signed_out_at !== null) return 'signed_out';
  if (r.signed_in_at !== null) return 'signed_in';
  return 'applied';
}

export const inWindow = (start: number, end: number, now: number): boolean => now >= start && now < end;

/**
 * A learner who signed in and signed out has attended; the activity completes for them (and its
 * credits are granted) once it has ended, so leaving early and signing out is not yet "completed".
 */
export function dueForCompletion(a: ActivityTimes, r: RegistrationMarks, now: number): boolean {
  return (
    r.cancelled_at === null &&
    r.completed_at === null &&
    r.signed_in_at !== null &&
    r.signed_out_at !== null &&
    now >= a.end_at
  );
}

import type { Generated } from 'kysely';

/** 0032: activities and each learner's registration (decision 0047). Times in epoch ms. */
export interface ActivitiesTable {
  id: Generated<number>;
  eid: number;
  title: string;
  summary: Generated<string>;
  address: Generated<string>;
  cover: Generated<string>;
  credits: Generated<number>;
  /** 0 = no limit. */
  capacity: Generated<number>;
  /** Live (not cancelled) registrations: the seat count the capacity check updates. */
  registered: Generated<number>;
  register_start: number;
  register_end: number;
  start_at: number;
  end_at: number;
  sign_in_start: number;
  sign_in_end: number;
  sign_out_start: number;
  sign_out_end: number;
  organiser_id: number | null;
  created_at: number;
}

export interface ActivityRegistrationsTable {
  id: Generated<number>;
  eid: number;
  activity_id: number;
  user_id: number;
  registered_at: number;
  cancelled_at: number | null;
  signed_in_at: number | null;
  sign_in_method: Generated<string>;
  signed_out_at: number | null;
  completed_at: number | null;
  credits_granted: Generated<number>;
}

export interface ActivityTables {
  activities: ActivitiesTable;
  activity_registrations: ActivityRegistrationsTable;
}

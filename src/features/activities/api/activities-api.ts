import type { ActivityDetail, ActivityList, ActivityScan, ActivitySignInCode } from '../../../../protocol';
import {
  activityCancelCall,
  activityDetailCall,
  activityListCall,
  activityRegisterCall,
  activityScanCall,
  activitySignInCall,
  activitySignInCodeCall,
  activitySignOutCall,
} from '../../../../protocol/calls/activities';
import { api } from '../../../lib/api-client';

/** Activity calls (decision 0047). Quiet: every page shows its own loading, error and refusal. */
const quiet = { quiet: true } as const;

export type ActivityPhaseFilter = 'all' | 'not_started' | 'ongoing' | 'ended';

export interface ActivityListQuery {
  scope: 'all' | 'mine';
  phase: ActivityPhaseFilter;
  page: number;
  pageSize: number;
}

export const getActivities = (query: ActivityListQuery): Promise<ActivityList> =>
  api.request(activityListCall, query, quiet);

export const getActivity = (id: number): Promise<ActivityDetail> => api.request(activityDetailCall, { id }, quiet);

export type ActivityAction = 'register' | 'cancel' | 'signIn' | 'signOut';

const ACTION_CALLS = {
  register: activityRegisterCall,
  cancel: activityCancelCall,
  signIn: activitySignInCall,
  signOut: activitySignOutCall,
} as const;

export const actOn = (action: ActivityAction, id: number): Promise<ActivityDetail> =>
  api.request(ACTION_CALLS[action], { id }, quiet);

export const scanSignIn = (code: string): Promise<ActivityScan> => api.request(activityScanCall, { code }, quiet);

export const getSignInCode = (id: number): Promise<ActivitySignInCode> =>
  api.request(activitySignInCodeCall, { id }, quiet);

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '../../../../protocol';
import { getProfile } from '../api/profile-api';
import { profileKeys } from '../api/query-keys';

export type ProfileLoad =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; profile: Profile };

/** The signed-in user's profile, with a retry and a setter for answers that carry a new one. */
export function useProfile(): { load: ProfileLoad; reload: () => void; setProfile: (profile: Profile) => void } {
  const client = useQueryClient();
  const query = useQuery({ queryKey: profileKeys.profile, queryFn: getProfile });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const setProfile = useCallback((profile: Profile) => client.setQueryData(profileKeys.profile, profile), [client]);
  const load: ProfileLoad = query.data
    ? { state: 'ready', profile: query.data }
    : query.isError && !query.isFetching
      ? { state: 'error', error: query.error }
      : { state: 'loading' };
  return { load, reload, setProfile };
}

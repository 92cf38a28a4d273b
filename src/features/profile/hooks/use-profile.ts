import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '../../../../protocol';
import { getProfile } from '../api/profile-api';

export type ProfileLoad =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; profile: Profile };

/** Load the signed-in user's profile, with a retry and a setter for answers that carry a new one. */
export function useProfile(): { load: ProfileLoad; reload: () => void; setProfile: (profile: Profile) => void } {
  const [load, setLoad] = useState<ProfileLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getProfile().then(
      (profile) => live && setLoad({ state: 'ready', profile }),
      (error: unknown) => live && setLoad({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const setProfile = useCallback((profile: Profile) => setLoad({ state: 'ready', profile }), []);
  return { load, reload, setProfile };
}

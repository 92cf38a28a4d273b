import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult, UserInfo } from '../../../../protocol';
import { checkIn, getSevenSign } from '../api/daily-loop-api';
import { dailyLoopKeys } from './daily-loop-keys';

/**
 * The seven-day status and the check-in action. The mutation is pending from the first click, so
 * the button is disabled against double clicks; the server is idempotent per local day anyway.
 */
export function useCheckIn(options: {
  enabled: boolean;
  onUserChanged?: (user: UserInfo) => void;
  onDone?: (result: CheckInResult) => void;
}) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: dailyLoopKeys.sevenSign, queryFn: getSevenSign, enabled: options.enabled });
  const action = useMutation({
    mutationFn: checkIn,
    onSuccess: ({ result, user }) => {
      const { newlyCheckedIn: _n, pointsAwarded: _p, medals: _m, ...state } = result;
      client.setQueryData(dailyLoopKeys.sevenSign, state);
      // Points, medals and rankings moved: every daily-loop page reloads on its next view.
      void client.invalidateQueries({
        queryKey: dailyLoopKeys.all,
        predicate: (query) => query.queryKey[1] !== 'sevenSign',
      });
      if (user) options.onUserChanged?.(user);
      options.onDone?.(result);
    },
  });
  return { status, action };
}

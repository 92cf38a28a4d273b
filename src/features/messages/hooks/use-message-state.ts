import { useQuery } from '@tanstack/react-query';
import type { MessageState } from '../../../../protocol';
import { getMessageState } from '../api/messages-api';
import { messageKeys } from './message-keys';

/**
 * Poll every minute while the tab is visible (TanStack Query pauses intervals in background tabs),
 * and look again when the learner comes back to the tab: the counts are the one thing here that
 * other people change.
 */
export const MESSAGE_POLL_MS = 60_000;

/** The header's counts and red points; shared by the bell, the main menu and the centre's menu. */
export function useMessageState(enabled = true): MessageState | undefined {
  const query = useQuery({
    queryKey: messageKeys.state,
    queryFn: getMessageState,
    enabled,
    refetchInterval: MESSAGE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  return enabled ? query.data : undefined;
}

/**
 * Everything the header's bell counts as unread: personal messages, admin messages while shown,
 * and Information (the centre lists it beside the others, so the bell must not leave it out).
 */
export function totalUnread(state: MessageState | undefined): number {
  if (!state) return 0;
  const admin = state.adminMessageShow === 'Y' ? state.adminMessageUnread : 0;
  return state.messageUnread + admin + (state.unread.information ?? 0);
}

/** True when any task red point is lit (the Tasks entry of the main menu shows one dot). */
export function anyTaskRedPoint(state: MessageState | undefined): boolean {
  return !!state && Object.values(state.redPoints).some((value) => value > 0);
}

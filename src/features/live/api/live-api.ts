import {
  liveAdminStateCall,
  liveBookCall,
  liveChatHistoryCall,
  liveChatSendCall,
  liveDetailCall,
  liveDingTalkComeInCall,
  liveHeartbeatCall,
  liveListCall,
  livePolyvInitCall,
  liveUnbookCall,
  liveUnlockCall,
} from '../../../../protocol/calls/live';
import type { LiveComeIn, LiveState } from '../../../../protocol/schemas/live';
import { api } from '../../../lib/api-client';

/** Reads show their own loading and error states; actions let the shared handler toast the server's message. */
const quiet = { quiet: true } as const;

export const getLive = (id: number) => api.request(liveDetailCall, { id }, quiet);
export const listLives = (page: number) => api.request(liveListCall, { page, pageSize: 20 }, quiet);
export const unlockLive = (id: number, password: string) => api.request(liveUnlockCall, { id, password }, quiet);
export const bookLive = (id: number) => api.request(liveBookCall, { id });
export const unbookLive = (id: number) => api.request(liveUnbookCall, { id });
export const chatHistory = (id: number) => api.request(liveChatHistoryCall, { id }, quiet);
export const sendChat = (id: number, text: string) => api.request(liveChatSendCall, { id, text });
export const liveHeartbeat = (id: number, active: boolean) =>
  api.request(liveHeartbeatCall, { id, active: active ? 1 : 0 }, quiet);
export const setLiveState = (id: number, state: LiveState, playback?: boolean) =>
  api.request(liveAdminStateCall, { id, state, ...(playback === undefined ? {} : { playback: playback ? 1 : 0 }) });

/** The player's address through the live's own provider call (spec 001 §7). */
export async function livePlayAddress(id: number, provider: 'polyv' | 'dingtalk'): Promise<LiveComeIn> {
  if (provider === 'dingtalk') return api.request(liveDingTalkComeInCall, { id }, quiet);
  return { ...(await api.request(livePolyvInitCall, { id }, quiet)), openUrl: '' };
}

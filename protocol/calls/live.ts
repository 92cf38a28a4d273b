import {
  liveBookingSchema,
  liveChatHistoryParamsSchema,
  liveChatHistorySchema,
  liveChatLineSchema,
  liveChatSendParamsSchema,
  liveComeInSchema,
  liveHeartbeatParamsSchema,
  liveHeartbeatSchema,
  liveIdParamsSchema,
  liveListParamsSchema,
  liveListSchema,
  liveOkSchema,
  livePlaySchema,
  liveRoomSchema,
  liveStateParamsSchema,
  liveUnlockParamsSchema,
} from '../schemas/live';
import { defineCall } from './define-call';

/** Live rooms (issue 26 item 4, decision 0052). The two provider calls are spec 001 §7's. */
export const liveListCall = defineCall({
  name: '/v1/live/list',
  method: 'GET',
  input: liveListParamsSchema,
  output: liveListSchema,
});
export const liveDetailCall = defineCall({
  name: '/v1/live/detail',
  method: 'GET',
  input: liveIdParamsSchema,
  output: liveRoomSchema,
});
export const liveUnlockCall = defineCall({
  name: '/v1/live/unlock',
  method: 'POST',
  input: liveUnlockParamsSchema,
  output: liveOkSchema,
});
export const liveBookCall = defineCall({
  name: '/v1/live/book',
  method: 'POST',
  input: liveIdParamsSchema,
  output: liveBookingSchema,
});
export const liveUnbookCall = defineCall({
  name: '/v1/live/unbook',
  method: 'POST',
  input: liveIdParamsSchema,
  output: liveBookingSchema,
});
export const livePolyvInitCall = defineCall({
  name: '/v1/live/polyv/init',
  method: 'GET',
  input: liveIdParamsSchema,
  output: livePlaySchema,
});
export const liveDingTalkComeInCall = defineCall({
  name: '/v1/live/ding-talk/come-in',
  method: 'GET',
  input: liveIdParamsSchema,
  output: liveComeInSchema,
});
export const liveHeartbeatCall = defineCall({
  name: '/v1/live/heartbeat',
  method: 'POST',
  input: liveHeartbeatParamsSchema,
  output: liveHeartbeatSchema,
});
export const liveChatHistoryCall = defineCall({
  name: '/v1/live/chat/history',
  method: 'GET',
  input: liveChatHistoryParamsSchema,
  output: liveChatHistorySchema,
});
export const liveChatSendCall = defineCall({
  name: '/v1/live/chat/send',
  method: 'POST',
  input: liveChatSendParamsSchema,
  output: liveChatLineSchema,
});
export const liveAdminStateCall = defineCall({
  name: '/v1/live/admin/state',
  method: 'POST',
  input: liveStateParamsSchema,
  output: liveRoomSchema,
});

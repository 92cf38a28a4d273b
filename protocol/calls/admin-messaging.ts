import {
  adminSendParamsSchema,
  adminSendResultSchema,
  messagingAudienceOptionsParamsSchema,
  messagingAudienceOptionsSchema,
  messagingAudienceSchema,
  messagingPreviewSchema,
  sentListParamsSchema,
  sentListSchema,
} from '../schemas/admin-messaging';
import { defineCall } from './define-call';

/** Administrators' messaging (decision 0057). The adminMessageShow switch is /v1/admin/message/settings. */

/** Departments with member counts, and members matching a keyword, for the audience picker. */
export const audienceOptionsCall = defineCall({
  name: '/v1/admin/messaging/audience',
  method: 'GET',
  input: messagingAudienceOptionsParamsSchema,
  output: messagingAudienceOptionsSchema,
});

/** How many members an audience reaches, before sending. */
export const audiencePreviewCall = defineCall({
  name: '/v1/admin/messaging/preview',
  method: 'GET',
  input: messagingAudienceSchema,
  output: messagingPreviewSchema,
});

/** Send an admin message or information item; the same sendKey sends once. */
export const adminSendCall = defineCall({
  name: '/v1/admin/messaging/send',
  method: 'POST',
  input: adminSendParamsSchema,
  output: adminSendResultSchema,
});

/** What administrators sent, newest first, with read counts. */
export const sentListCall = defineCall({
  name: '/v1/admin/messaging/sent',
  method: 'GET',
  input: sentListParamsSchema,
  output: sentListSchema,
});

import { z } from 'zod';
import {
  assignCourseSchema,
  broadcastItemSchema,
  broadcastPageSchema,
  listBroadcastsSchema,
  listMessagesSchema,
  messageIdSchema,
  messageItemSchema,
  messagePageSchema,
  messageSettingsSchema,
  messageStateSchema,
  readAllMessagesSchema,
  RED_POINT_KINDS,
  redPointSeenSchema,
  sendBroadcastSchema,
  taskScoreMessageSchema,
} from '../schemas/messages';
import { defineCall } from './define-call';

const none = z.object({});
const removed = z.object({ id: z.number() });

/** Unread counts per category, admin messages shown or not, and the red points. */
export const messageStateCall = defineCall({
  name: '/v1/message/state',
  method: 'GET',
  input: none,
  output: messageStateSchema,
});

/** The header bell's latest five. */
export const latestMessagesCall = defineCall({
  name: '/v1/message/latest',
  method: 'GET',
  input: none,
  output: z.object({ list: z.array(messageItemSchema) }),
});

export const listMessagesCall = defineCall({
  name: '/v1/message/list',
  method: 'GET',
  input: listMessagesSchema,
  output: messagePageSchema,
});

export const messageDetailCall = defineCall({
  name: '/v1/message/detail',
  method: 'GET',
  input: messageIdSchema,
  output: messageItemSchema,
});

export const taskScoreMessageCall = defineCall({
  name: '/v1/message/task-score',
  method: 'GET',
  input: taskScoreMessageSchema,
  output: messageItemSchema,
});

/** Mark one message read; answers it. */
export const readMessageCall = defineCall({
  name: '/v1/message/read',
  method: 'POST',
  input: messageIdSchema,
  output: messageItemSchema,
});

/** Mark a whole category read; answers how many changed. */
export const readAllMessagesCall = defineCall({
  name: '/v1/message/read-all',
  method: 'POST',
  input: readAllMessagesSchema,
  output: z.object({ changed: z.number() }),
});

export const deleteMessageCall = defineCall({
  name: '/v1/message/delete',
  method: 'POST',
  input: messageIdSchema,
  output: removed,
});

/** Admin messages and information items. */
export const listNoticesCall = defineCall({
  name: '/v1/message/notice/list',
  method: 'GET',
  input: listBroadcastsSchema,
  output: broadcastPageSchema,
});

export const noticeDetailCall = defineCall({
  name: '/v1/message/notice/detail',
  method: 'GET',
  input: messageIdSchema,
  output: broadcastItemSchema,
});

export const readNoticeCall = defineCall({
  name: '/v1/message/notice/read',
  method: 'POST',
  input: messageIdSchema,
  output: broadcastItemSchema,
});

export const deleteNoticeCall = defineCall({
  name: '/v1/message/notice/delete',
  method: 'POST',
  input: messageIdSchema,
  output: removed,
});

/** The member saw a task list: its red point goes out. */
export const redPointSeenCall = defineCall({
  name: '/v1/message/red-point/seen',
  method: 'POST',
  input: redPointSeenSchema,
  output: z.object({ kind: z.enum(RED_POINT_KINDS) }),
});

/** Administrators: send an admin message or an information item. */
export const sendBroadcastCall = defineCall({
  name: '/v1/admin/message/send',
  method: 'POST',
  input: sendBroadcastSchema,
  output: z.object({ id: z.number() }),
});

/** Administrators: show the admin-message category or not. */
export const messageSettingsCall = defineCall({
  name: '/v1/admin/message/settings',
  method: 'POST',
  input: messageSettingsSchema,
  output: z.object({ adminMessageShow: z.enum(['Y', 'N']) }),
});

/** Administrators: assign a course to a member (a course-task message follows). */
export const assignCourseCall = defineCall({
  name: '/v1/admin/course/assign',
  method: 'POST',
  input: assignCourseSchema,
  output: z.object({ enrolled: z.boolean() }),
});

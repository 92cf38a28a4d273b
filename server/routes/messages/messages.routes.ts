import { z } from 'zod';
import {
  assignCourseSchema,
  listBroadcastsSchema,
  listMessagesSchema,
  messageIdSchema,
  messageSettingsSchema,
  readAllMessagesSchema,
  redPointSeenSchema,
  sendBroadcastSchema,
  taskScoreMessageSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import { callerOffsetMinutes } from '../../lib/local-day';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { assignCourse } from './assign-course.service';
import {
  deleteBroadcast,
  getBroadcast,
  listBroadcasts,
  readAllBroadcasts,
  readBroadcast,
  sendBroadcast,
  setAdminMessageShow,
} from './broadcasts.service';
import { subscribeMessageEvents } from './message-events';
import type { MessageScope } from './message-scope';
import { markRedPointSeen, messageState } from './message-state.service';
import {
  deleteMessage,
  getMessage,
  getTaskScoreMessage,
  latestMessages,
  listMessages,
  readAllMessages,
  readMessage,
} from './messages.service';

/** Every `user` / `admin` call has a signed-in member of the resolved enterprise (pipeline/access.ts). */
function scopeOf(ctx: CallContext): MessageScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise!.id,
    userId: ctx.user!.id,
    now: ctx.clock.now(),
    offsetMinutes: callerOffsetMinutes(ctx),
  };
}

const none = z.object({});

/** The message centre (/main/message): calls of decision 0022 (docs/checklists/extra-calls-messages.tsv). */
export function registerMessageCalls(registry: CallRegistry, _config: ServerConfig): void {
  subscribeMessageEvents();

  registry.register({
    name: '/v1/message/state',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: await messageState(scopeOf(ctx)) }),
  });
  registry.register({
    name: '/v1/message/latest',
    method: 'GET',
    access: 'user',
    input: none,
    handler: async (ctx) => ({ data: { list: await latestMessages(scopeOf(ctx), 5) } }),
  });
  registry.register({
    name: '/v1/message/list',
    method: 'GET',
    access: 'user',
    input: listMessagesSchema,
    handler: async (ctx, input) => ({ data: await listMessages(scopeOf(ctx), input) }),
  });
  registry.register({
    name: '/v1/message/detail',
    method: 'GET',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => ({ data: await getMessage(scopeOf(ctx), input.id) }),
  });
  registry.register({
    name: '/v1/message/task-score',
    method: 'GET',
    access: 'user',
    input: taskScoreMessageSchema,
    handler: async (ctx, input) => ({ data: await getTaskScoreMessage(scopeOf(ctx), input) }),
  });
  registry.register({
    name: '/v1/message/read',
    method: 'POST',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => ({ data: await readMessage(scopeOf(ctx), input.id) }),
  });
  registry.register({
    name: '/v1/message/read-all',
    method: 'POST',
    access: 'user',
    input: readAllMessagesSchema,
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      const changed =
        input.category === 'admin' || input.category === 'information'
          ? await readAllBroadcasts(scope, input.category)
          : await readAllMessages(scope, input.category);
      return { data: { changed } };
    },
  });
  registry.register({
    name: '/v1/message/delete',
    method: 'POST',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => {
      await deleteMessage(scopeOf(ctx), input.id);
      return { data: { id: input.id } };
    },
  });

  // Admin messages and information items (one table, read and hidden per member).
  registry.register({
    name: '/v1/message/notice/list',
    method: 'GET',
    access: 'user',
    input: listBroadcastsSchema,
    handler: async (ctx, input) => ({ data: await listBroadcasts(scopeOf(ctx), input) }),
  });
  registry.register({
    name: '/v1/message/notice/detail',
    method: 'GET',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => ({ data: await getBroadcast(scopeOf(ctx), input.id) }),
  });
  registry.register({
    name: '/v1/message/notice/read',
    method: 'POST',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => ({ data: await readBroadcast(scopeOf(ctx), input.id) }),
  });
  registry.register({
    name: '/v1/message/notice/delete',
    method: 'POST',
    access: 'user',
    input: messageIdSchema,
    handler: async (ctx, input) => {
      await deleteBroadcast(scopeOf(ctx), input.id);
      return { data: { id: input.id } };
    },
  });

  registry.register({
    name: '/v1/message/red-point/seen',
    method: 'POST',
    access: 'user',
    input: redPointSeenSchema,
    handler: async (ctx, input) => {
      await markRedPointSeen(scopeOf(ctx), input.kind);
      return { data: { kind: input.kind } };
    },
  });

  // Administrators.
  registry.register({
    name: '/v1/admin/message/send',
    method: 'POST',
    access: 'admin',
    input: sendBroadcastSchema,
    handler: async (ctx, input) => ({
      data: await sendBroadcast(ctx.db, {
        ...input,
        eid: ctx.enterprise!.id,
        authorUserId: ctx.user!.id,
        now: ctx.clock.now(),
      }),
    }),
  });
  registry.register({
    name: '/v1/admin/message/settings',
    method: 'POST',
    access: 'admin',
    input: messageSettingsSchema,
    handler: async (ctx, input) => {
      await setAdminMessageShow(ctx.db, ctx.enterprise!.id, input.adminMessageShow);
      return { data: { adminMessageShow: input.adminMessageShow } };
    },
  });
  registry.register({
    name: '/v1/admin/course/assign',
    method: 'POST',
    access: 'admin',
    input: assignCourseSchema,
    handler: async (ctx, input) => ({
      data: await assignCourse(ctx.db, {
        eid: ctx.enterprise!.id,
        userId: input.userId,
        courseId: input.courseId,
        dueAt: input.dueAt ?? null,
        now: ctx.clock.now(),
      }),
    }),
  });
}

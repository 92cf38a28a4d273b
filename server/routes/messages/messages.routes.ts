import {
  assignCourseCall,
  deleteMessageCall,
  deleteNoticeCall,
  latestMessagesCall,
  listMessagesCall,
  listNoticesCall,
  messageDetailCall,
  messageSettingsCall,
  messageStateCall,
  noticeDetailCall,
  readAllMessagesCall,
  readMessageCall,
  readNoticeCall,
  redPointSeenCall,
  sendBroadcastCall,
  taskScoreMessageCall,
} from '../../../protocol/calls/messages';
import type { ServerConfig } from '../../config';
import { callerOffsetMinutes } from '../../lib/local-day';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
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
function scopeOf(ctx: MemberContext): MessageScope {
  return {
    db: ctx.db,
    eid: ctx.enterprise.id,
    userId: ctx.user.id,
    now: ctx.clock.now(),
    offsetMinutes: callerOffsetMinutes(ctx),
    language: ctx.language,
  };
}

/** The message centre (/main/message): calls of decision 0022 (docs/checklists/extra-calls-messages.tsv). */
export function registerMessageCalls(registry: CallRegistry, _config: ServerConfig): void {
  subscribeMessageEvents();

  registry.serve(messageStateCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await messageState(scopeOf(ctx)) }),
  });
  registry.serve(latestMessagesCall, {
    access: 'user',
    handler: async (ctx) => ({ data: { list: await latestMessages(scopeOf(ctx), 5) } }),
  });
  registry.serve(listMessagesCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listMessages(scopeOf(ctx), input) }),
  });
  registry.serve(messageDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await getMessage(scopeOf(ctx), input.id) }),
  });
  registry.serve(taskScoreMessageCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await getTaskScoreMessage(scopeOf(ctx), input) }),
  });
  registry.serve(readMessageCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await readMessage(scopeOf(ctx), input.id) }),
  });
  registry.serve(readAllMessagesCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const scope = scopeOf(ctx);
      const changed =
        input.category === 'admin' || input.category === 'information'
          ? await readAllBroadcasts(scope, input.category)
          : await readAllMessages(scope, input.category);
      return { data: { changed } };
    },
  });
  registry.serve(deleteMessageCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await deleteMessage(scopeOf(ctx), input.id);
      return { data: { id: input.id } };
    },
  });

  // Admin messages and information items (one table, read and hidden per member).
  registry.serve(listNoticesCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listBroadcasts(scopeOf(ctx), input) }),
  });
  registry.serve(noticeDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await getBroadcast(scopeOf(ctx), input.id) }),
  });
  registry.serve(readNoticeCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await readBroadcast(scopeOf(ctx), input.id) }),
  });
  registry.serve(deleteNoticeCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await deleteBroadcast(scopeOf(ctx), input.id);
      return { data: { id: input.id } };
    },
  });

  registry.serve(redPointSeenCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await markRedPointSeen(scopeOf(ctx), input.kind);
      return { data: { kind: input.kind } };
    },
  });

  // Administrators.
  registry.serve(sendBroadcastCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: await sendBroadcast(ctx.db, {
        ...input,
        eid: ctx.enterprise.id,
        authorUserId: ctx.user.id,
        now: ctx.clock.now(),
      }),
    }),
  });
  registry.serve(messageSettingsCall, {
    access: 'admin',
    handler: async (ctx, input) => {
      await setAdminMessageShow(ctx.db, ctx.enterprise.id, input.adminMessageShow);
      return { data: { adminMessageShow: input.adminMessageShow } };
    },
  });
  registry.serve(assignCourseCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: await assignCourse(ctx.db, {
        eid: ctx.enterprise.id,
        userId: input.userId,
        courseId: input.courseId,
        dueAt: input.dueAt ?? null,
        now: ctx.clock.now(),
      }),
    }),
  });
}

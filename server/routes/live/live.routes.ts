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
} from '../../../protocol/calls/live';
import { isAdministrator } from '../../pipeline/access';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { chatHistory, sendChat } from './live-chat.service';
import { livePlay } from './live-play.service';
import {
  bookLive,
  listLives,
  liveHeartbeat,
  liveRoom,
  setLiveState,
  unbookLive,
  unlockLive,
} from './live-room.service';
import type { LiveScope } from './live-scope';

const scopeOf = (ctx: MemberContext): LiveScope => ({
  db: ctx.db,
  config: ctx.config,
  eid: ctx.enterprise.id,
  user: ctx.user,
  isAdmin: isAdministrator(ctx.user),
  now: ctx.clock.now(),
});

/** Live rooms (issue 26 item 4, decision 0052): members of the enterprise; the state console is an administrator's. */
export function registerLiveCalls(registry: CallRegistry): void {
  registry.serve(liveListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listLives(scopeOf(ctx), input.page, input.pageSize) }),
  });
  registry.serve(liveDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await liveRoom(scopeOf(ctx), input.id) }),
  });
  registry.serve(liveUnlockCall, {
    access: 'user',
    handler: async (ctx, input) => {
      await unlockLive(scopeOf(ctx), input.id, input.password);
      return { data: { ok: true as const } };
    },
  });
  registry.serve(liveBookCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await bookLive(scopeOf(ctx), input.id) }),
  });
  registry.serve(liveUnbookCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await unbookLive(scopeOf(ctx), input.id) }),
  });
  registry.serve(livePolyvInitCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const { openUrl: _open, ...play } = await livePlay(scopeOf(ctx), input.id, 'polyv');
      return { data: play };
    },
  });
  registry.serve(liveDingTalkComeInCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await livePlay(scopeOf(ctx), input.id, 'dingtalk') }),
  });
  registry.serve(liveHeartbeatCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await liveHeartbeat(scopeOf(ctx), input.id, input.active) }),
  });
  registry.serve(liveChatHistoryCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { items: await chatHistory(scopeOf(ctx), input.id, input.before) } }),
  });
  registry.serve(liveChatSendCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await sendChat(scopeOf(ctx), input.id, input.text) }),
  });
  registry.serve(liveAdminStateCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await setLiveState(scopeOf(ctx), input.id, input.state, input.playback) }),
  });
}

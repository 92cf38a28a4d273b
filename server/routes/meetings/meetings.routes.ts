import {
  meetingCreateCall,
  meetingJoinCall,
  meetingListCall,
  meetingPeopleCall,
} from '../../../protocol/calls/meetings';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { createMeeting, findPeople, joinMeeting, listMeetings, type MeetingScope } from './meetings.service';

const scopeOf = (ctx: MemberContext): MeetingScope => ({
  db: ctx.db,
  eid: ctx.enterprise.id,
  user: ctx.user,
  now: ctx.clock.now(),
});

/** Meetings (issue 26 item 5, decision 0052): any member schedules, lists and joins their own. */
export function registerMeetingCalls(registry: CallRegistry): void {
  registry.serve(meetingListCall, {
    access: 'user',
    handler: async (ctx) => ({ data: { items: await listMeetings(scopeOf(ctx)) } }),
  });
  registry.serve(meetingCreateCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await createMeeting(scopeOf(ctx), input) }),
  });
  registry.serve(meetingPeopleCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: { items: await findPeople(scopeOf(ctx), input.keyword) } }),
  });
  registry.serve(meetingJoinCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await joinMeeting(scopeOf(ctx), input.id) }),
  });
}

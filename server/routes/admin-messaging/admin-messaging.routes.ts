import {
  adminSendCall,
  audienceOptionsCall,
  audiencePreviewCall,
  sentListCall,
} from '../../../protocol/calls/admin-messaging';
import type { CallRegistry } from '../../pipeline/call-registry';
import { audienceOptions, resolveAudience } from './audience';
import { sendAdminMessage, sentList } from './admin-messaging.service';

/** /admin/messaging's calls (decision 0057); every one is an administrator's. */
export function registerAdminMessagingCalls(registry: CallRegistry): void {
  registry.serve(audienceOptionsCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await audienceOptions(ctx.db, input.keyword) }),
  });
  registry.serve(audiencePreviewCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: { recipients: (await resolveAudience(ctx.db, input)).count } }),
  });
  registry.serve(adminSendCall, {
    access: 'admin',
    handler: async (ctx, input) => ({
      data: await sendAdminMessage(ctx.db, {
        ...input,
        eid: ctx.enterprise.id,
        authorUserId: ctx.user.id,
        now: ctx.clock.now(),
      }),
    }),
  });
  registry.serve(sentListCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await sentList(ctx.db, input) }),
  });
}

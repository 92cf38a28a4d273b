import {
  dingtalkLoginCall,
  dingtalkSignatureCall,
  hostLoginConfigCall,
  wecomLoginCall,
  wecomSignatureCall,
} from '../../../protocol/calls/host';
import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';
import { hostProviders } from './host-providers';
import {
  dingtalkSignature,
  hostLoginConfig,
  loginWithDingtalkCode,
  loginWithWecomCode,
  wecomSignature,
} from './host.service';
import { signedInResult } from '../../pipeline/present-user';

/** Workplace-chat hosts (decision 0015): host sign-in config, sign-in by host code, the open-data signature. */
export function registerHostCalls(registry: CallRegistry, config: ServerConfig): void {
  const providers = hostProviders(config);

  registry.serve(hostLoginConfigCall, {
    access: 'public',
    handler: async (ctx) => ({ data: hostLoginConfig(providers(ctx), ctx.enterprise) }),
  });

  registry.serve(dingtalkLoginCall, {
    access: 'public',
    handler: async (ctx, input) => {
      return signedInResult(
        await loginWithDingtalkCode({
          db: ctx.db,
          providers: providers(ctx),
          enterprise: ctx.enterprise,
          code: input.code,
          flow: input.flow,
          now: ctx.clock.now(),
        }),
      );
    },
  });

  registry.serve(wecomLoginCall, {
    access: 'public',
    handler: async (ctx, input) => {
      return signedInResult(
        await loginWithWecomCode({
          db: ctx.db,
          providers: providers(ctx),
          enterprise: ctx.enterprise,
          code: input.code,
          flow: input.flow,
          now: ctx.clock.now(),
        }),
      );
    },
  });

  /** Spec 000 §7 "workplace-chat open-data signature" (query eid, url). */
  registry.serve(wecomSignatureCall, {
    access: 'public',
    handler: async (ctx, input) => ({
      data: await wecomSignature(providers(ctx), ctx.enterprise, input.url, input.type, ctx.host, ctx.clock.now()),
    }),
  });

  /** DingTalk's `dd.config` signature for an authorised JSAPI on this page (decision 0015 addendum). */
  registry.serve(dingtalkSignatureCall, {
    access: 'public',
    handler: async (ctx, input) => ({
      data: await dingtalkSignature(providers(ctx), ctx.enterprise, input.url, ctx.host, ctx.clock.now()),
    }),
  });
}

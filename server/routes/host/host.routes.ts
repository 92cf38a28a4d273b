import { z } from 'zod';
import { dingtalkLoginSchema, hostSignatureRequestSchema, wecomLoginSchema } from '../../../protocol';
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

  registry.register({
    name: '/v1/host/login-config',
    method: 'GET',
    access: 'public',
    input: z.object({}),
    handler: async (ctx) => ({ data: hostLoginConfig(providers(ctx), ctx.enterprise!) }),
  });

  registry.register({
    name: '/v1/dingtalk/login',
    method: 'POST',
    access: 'public',
    input: dingtalkLoginSchema,
    handler: async (ctx, input) => {
      return signedInResult(
        await loginWithDingtalkCode({
          db: ctx.db,
          providers: providers(ctx),
          enterprise: ctx.enterprise!,
          code: input.code,
          flow: input.flow,
          now: ctx.clock.now(),
        }),
      );
    },
  });

  registry.register({
    name: '/v1/wecom/login',
    method: 'POST',
    access: 'public',
    input: wecomLoginSchema,
    handler: async (ctx, input) => {
      return signedInResult(
        await loginWithWecomCode({
          db: ctx.db,
          providers: providers(ctx),
          enterprise: ctx.enterprise!,
          code: input.code,
          flow: input.flow,
          now: ctx.clock.now(),
        }),
      );
    },
  });

  /** Spec 000 §7 "workplace-chat open-data signature" (query eid, url). */
  registry.register({
    name: '/v1/wecom/open-data/signature',
    method: 'GET',
    access: 'public',
    input: hostSignatureRequestSchema,
    handler: async (ctx, input) => ({
      data: await wecomSignature(providers(ctx), ctx.enterprise!, input.url, input.type, ctx.host, ctx.clock.now()),
    }),
  });

  /** DingTalk's `dd.config` signature for an authorised JSAPI on this page (decision 0015 addendum). */
  registry.register({
    name: '/v1/dingtalk/jsapi/signature',
    method: 'GET',
    access: 'public',
    input: hostSignatureRequestSchema.pick({ url: true }),
    handler: async (ctx, input) => ({
      data: await dingtalkSignature(providers(ctx), ctx.enterprise!, input.url, ctx.host, ctx.clock.now()),
    }),
  });
}

import { z } from 'zod';

/*
 * Workplace-chat hosts (decision 0015): the public app ids a page needs, signing in with a host's
 * one-time code, and the JSAPI / open-data signature.
 */

/** A host's one-time code: 5 minutes, single use; the vendors use short url-safe text. */
const hostCode = z
  .string()
  .trim()
  .min(1, 'required')
  .max(256)
  .regex(/^[\w.\-~]+$/, 'not a code');

/** POST /v1/dingtalk/login: `flow` in_app (requestAuthCode in the client) or qr (the scan-login panel). */
export const dingtalkLoginSchema = z.object({
  code: hostCode,
  flow: z.enum(['in_app', 'qr']).default('in_app'),
});
export type DingtalkLoginParams = z.input<typeof dingtalkLoginSchema>;

/** POST /v1/wecom/login: the code of the OAuth redirect (in the client) or of the login panel. */
export const wecomLoginSchema = z.object({
  code: hostCode,
  flow: z.enum(['in_app', 'qr']).default('in_app'),
});
export type WecomLoginParams = z.input<typeof wecomLoginSchema>;

/** GET /v1/wecom/open-data/signature (spec 000 §7 "workplace-chat open-data signature": eid, url). */
export const hostSignatureRequestSchema = z.object({
  url: z.string().trim().min(1, 'required').max(2048).url('must be an address'),
  /** agent: `getAgentConfigSignature` (open data); corp: `getConfigSignature`. */
  type: z.enum(['agent', 'corp']).default('agent'),
});
export type HostSignatureRequest = z.input<typeof hostSignatureRequestSchema>;

export const hostSignatureResultSchema = z.object({
  corpId: z.string(),
  agentId: z.string(),
  /** Seconds since the epoch, as both SDKs expect. */
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type HostSignatureResult = z.infer<typeof hostSignatureResultSchema>;

/** GET /v1/host/login-config: what a page needs to start a host sign-in; never a secret. */
export const hostLoginConfigSchema = z.object({
  dingtalk: z
    .object({
      corpId: z.string(),
      clientId: z.string(),
      /** Full-page scan-login address (login.dingtalk.com/oauth2/auth, or the simulator). */
      qrLoginUrl: z.string(),
      /** The script that defines `DTFrameLogin`, the embedded scan panel (DingTalk's ddlogin.js, or the simulator's). */
      frameLoginScriptUrl: z.string(),
    })
    .nullable(),
  wecom: z
    .object({
      corpId: z.string(),
      agentId: z.string(),
      /** The in-client OAuth address (open.weixin.qq.com/connect/oauth2/authorize, or the simulator). */
      oauthUrl: z.string(),
      /** Full-page scan-login address (login.work.weixin.qq.com/wwlogin/sso/login, or the simulator). */
      qrLoginUrl: z.string(),
      /**
       * Offer the SDK's embedded panel (`ww.createWWLoginPanel`). It always frames WeCom's own
       * login site, so it is off beside the simulators unless WECOM_LOGIN_PANEL=true.
       */
      loginPanel: z.boolean(),
    })
    .nullable(),
});
export type HostLoginConfig = z.infer<typeof hostLoginConfigSchema>;

import { z } from 'zod';
import {
  dingtalkLoginSchema,
  hostLoginConfigSchema,
  hostSignatureRequestSchema,
  hostSignatureResultSchema,
  wecomLoginSchema,
} from '../schemas/host';
import { userInfoSchema } from '../schemas/shell';
import { defineCall } from './define-call';

/** The enterprise's public DingTalk / WeCom app ids and sign-in addresses (decision 0015). */
export const hostLoginConfigCall = defineCall({
  name: '/v1/host/login-config',
  method: 'GET',
  input: z.object({}),
  output: hostLoginConfigSchema,
});

/** Sign-in by DingTalk's one-time code. */
export const dingtalkLoginCall = defineCall({
  name: '/v1/dingtalk/login',
  method: 'POST',
  input: dingtalkLoginSchema,
  output: userInfoSchema,
});

/** Sign-in by WeCom's one-time code. */
export const wecomLoginCall = defineCall({
  name: '/v1/wecom/login',
  method: 'POST',
  input: wecomLoginSchema,
  output: userInfoSchema,
});

/** Spec 000 §7 "workplace-chat open-data signature" (query eid, url). */
export const wecomSignatureCall = defineCall({
  name: '/v1/wecom/open-data/signature',
  method: 'GET',
  input: hostSignatureRequestSchema,
  output: hostSignatureResultSchema,
});

/** DingTalk's `dd.config` signature for an authorised JSAPI on this page (decision 0015 addendum). */
export const dingtalkSignatureCall = defineCall({
  name: '/v1/dingtalk/jsapi/signature',
  method: 'GET',
  input: hostSignatureRequestSchema.pick({ url: true }),
  output: hostSignatureResultSchema,
});

import { sha1 } from '@noble/hashes/legacy';
import { toHex, utf8 } from './bytes';

/**
 * The JSAPI / open-data signature of DingTalk (`dd.config`) and WeCom (`ww.register`): SHA-1 hex of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` in that order with raw values. The URL is signed
 * exactly as the page sees it (port included) but without its `#…` part. Only the server signs:
 * the ticket must never reach a page.
 */
export interface HostSignatureInput {
  ticket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url: string;
}

export function hostSignatureBase(input: HostSignatureInput): string {
  return `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${stripHash(input.url)}`;
}

export function hostSignature(input: HostSignatureInput): string {
  return toHex(sha1(utf8(hostSignatureBase(input))));
}

/** The part of an address the vendors sign: everything before the first `#`. */
export function stripHash(url: string): string {
  const at = url.indexOf('#');
  return at === -1 ? url : url.slice(0, at);
}

/** The vendors' own published example (WeChat JS-SDK appendix 1, reused by WeCom and DingTalk). */
export const HOST_SIGNATURE_VECTOR = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
} as const;

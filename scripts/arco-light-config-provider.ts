import type { Plugin } from 'vite';

/** Arco's ConfigProvider module; every Arco component imports its ConfigContext from here. */
const CONFIG_PROVIDER = /@arco-design\/web-react\/es\/ConfigProvider\/index\.js$/;

/** The two static imports and the effect that use them, exactly as Arco 2.66 writes them. */
const EDITS: Array<[string, string]> = [
  ["import Message from '../Message';\n", ''],
  ["import Notification from '../Notification';\n", ''],
  [
    'Message.config({ prefixCls: prefixCls, rtl: rtl });',
    "void import('../Message').then(function (m) { m.default.config({ prefixCls: prefixCls, rtl: rtl }); });",
  ],
  [
    'Notification.config({ prefixCls: prefixCls, rtl: rtl });',
    "void import('../Notification').then(function (m) { m.default.config({ prefixCls: prefixCls, rtl: rtl }); });",
  ],
];

/**
 * Every Arco component (Button, Spin, Empty on the first page) imports `ConfigContext` from
 * `es/ConfigProvider/index.js`, which imports Message and Notification statically only so that a
 * rendered ConfigProvider can pass them its prefix and direction. That put both, with
 * react-transition-group and their icons, in the start-up chunk (≈ 7 KB gzip) although the first
 * page shows no toast (decision 0062). This rewrites those two calls to load Message and
 * Notification when a ConfigProvider first renders (Modal.confirm's does, with the defaults, which
 * change nothing). Fails the build if Arco's file no longer reads as expected, so an upgrade cannot
 * silently undo or break it.
 */
export function arcoLightConfigProvider(): Plugin {
  return {
    name: 'learning-portal:arco-light-config-provider',
    enforce: 'pre',
    transform(code, id) {
      if (!CONFIG_PROVIDER.test(id.split('?')[0]!)) return null;
      let out = code;
      for (const [from, to] of EDITS) {
        if (!out.includes(from)) throw new Error(`arco-light-config-provider: "${from.trim()}" not found in ${id}`);
        out = out.replace(from, to);
      }
      return { code: out, map: null };
    },
  };
}

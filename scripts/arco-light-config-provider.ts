import type { Plugin } from 'vite';

/** Arco's ConfigProvider module; every Arco component imports its ConfigContext from here. */
const CONFIG_PROVIDER = /@arco-design\/web-react\/es\/ConfigProvider\/index\.js$/;
/** Arco's default locale, which ConfigProvider's context imports (so every Arco component does). */
const ZH_CN_LOCALE = /@arco-design\/web-react\/es\/locale\/zh-CN\.js$/;
/** Arco's dayjs setup, imported by each of its date components (none is on the first pages). */
const ARCO_DAYJS = /@arco-design\/web-react\/es\/_util\/dayjs\.js$/;

const DAYJS_ZH_CN = "import 'dayjs/locale/zh-cn';\n";

/** The two static imports and the effect that use them, exactly as Arco 2.66 writes them. */
const CONFIG_PROVIDER_EDITS: Array<[string, string]> = [
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
 * Arco's zh-CN locale registers dayjs's zh-cn locale, which brought dayjs itself into the start-up
 * chunk (≈ 3.3 KB gzip) although only Arco's date components read it (decision 0069). The
 * registration moves to Arco's own dayjs module, which every one of them imports, so they still
 * find it; the portal's own dayjs uses (src/lib/date-format.ts) format numbers only and never set
 * a dayjs locale.
 */
const EDITS: Array<[RegExp, Array<[string, string]>]> = [
  [CONFIG_PROVIDER, CONFIG_PROVIDER_EDITS],
  [ZH_CN_LOCALE, [[DAYJS_ZH_CN, '']]],
  [ARCO_DAYJS, [["import originDayjs from 'dayjs';\n", `import originDayjs from 'dayjs';\n${DAYJS_ZH_CN}`]]],
];

/**
 * Every Arco component (Button, Spin, Empty on the first page) imports `ConfigContext` from
 * `es/ConfigProvider/index.js`, which imports Message and Notification statically only so that a
 * rendered ConfigProvider can pass them its prefix and direction. That put both, with
 * react-transition-group and their icons, in the start-up chunk (≈ 7 KB gzip) although the first
 * page shows no toast (decision 0062). This rewrites those two calls to load Message and
 * Notification when a ConfigProvider first renders (Modal.confirm's does, with the defaults, which
 * change nothing). The same for dayjs's zh-cn locale (above). Fails the build if Arco's files no
 * longer read as expected, so an upgrade cannot silently undo or break it.
 */
export function arcoLightConfigProvider(): Plugin {
  return {
    name: 'learning-portal:arco-light-config-provider',
    enforce: 'pre',
    transform(code, id) {
      const edits = EDITS.find(([file]) => file.test(id.split('?')[0]!))?.[1];
      if (!edits) return null;
      let out = code;
      for (const [from, to] of edits) {
        if (!out.includes(from)) throw new Error(`arco-light-config-provider: "${from.trim()}" not found in ${id}`);
        out = out.replace(from, to);
      }
      return { code: out, map: null };
    },
  };
}

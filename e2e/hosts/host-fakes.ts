import fs from 'node:fs';
import path from 'node:path';

/** Which container a page pretends to run in. */
export type HostFakeKind = 'dingtalk-pc' | 'dingtalk-android' | 'dingtalk-ios' | 'wecom' | 'kiosk' | 'browser';

export interface HostFakeConfig {
  /** The host user signed in to the simulated client (a userid of the simulators' address books). */
  userid: string;
  /** The DingTalk simulator's base as the page reaches it (default /__sim/dingtalk). */
  simBase?: string;
  /** WeCom open data: names by openid / userid. */
  names?: Record<string, string>;
  /** DingTalk: an old client without requestAuthCodeV2 (the legacy fallback). */
  legacyOnly?: boolean;
  /** Launcher only: the simulated scanner asks for the text (tests point it with __hostFakeCamera). */
  scanPrompt?: boolean;
  /** Launcher only: a user agent to impose from script. */
  userAgent?: string;
}

/** The user agents of the simulated clients (Playwright's `userAgent` option). */
export const HOST_FAKE_USER_AGENTS: Record<HostFakeKind, string> = {
  'dingtalk-pc':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'dingtalk-android':
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; Pixel 6 Build/SQ3A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/0 Channel/0 language/zh-CN DingTalk/7.6.0',
  'dingtalk-ios':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) DingTalk/7.6.0 Channel/201200 language/zh-Hans-CN',
  wecom:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 MicroMessenger/7.0.1 wxwork/4.1.0 MailPlugin_Electron WeMail embeddisabled',
  kiosk:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 LearningPortalKiosk/1.0',
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

/** The fakes' browser source (host-adapters/simulator/container-fakes.js), read from disk: injected as is, never bundled. */
export function hostFakesSource(): string {
  return fs.readFileSync(path.resolve(import.meta.dirname, '../../host-adapters/simulator/container-fakes.js'), 'utf8');
}

/** A script for `page.addInitScript({ content })` installing one fake before the portal runs. */
export function hostFakeScript(kind: HostFakeKind, config: HostFakeConfig): string {
  const full = { simBase: '/__sim/dingtalk', ...config };
  return `${hostFakesSource()}\nwindow.__installHostFake(${JSON.stringify(kind)}, ${JSON.stringify(full)});`;
}

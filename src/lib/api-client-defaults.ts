import { getHostAdapter } from '../../host-adapters';
import type { ApiClientDeps } from './api-client';
import { readUserInfoCookie } from './cookies';
import { nextDailyCount } from './daily-counter';
import { currentLanguage } from './i18n';
import { getRuntimeConfig } from './runtime-config';

/** The browser's IANA zone and its offset in minutes east of UTC. */
export function localTimeZone(): { name: string; offsetMinutes: number } {
  return {
    name: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    offsetMinutes: -new Date().getTimezoneOffset(),
  };
}

/**
 * Dependencies that need no session: runtime config, cookies, the counter, the host's page URL.
 * The session-aware context and the error policy are plugged in by src/app at start-up.
 */
export function defaultApiClientDeps(): ApiClientDeps {
  return {
    baseUrl: () => getRuntimeConfig().apiBase,
    uploadBaseUrl: () => getRuntimeConfig().uploadBase,
    appKey: () => getRuntimeConfig().appKey,
    context: () => ({ eid: getRuntimeConfig().defaultEid, flags: [], userPortalID: '', language: currentLanguage() }),
    credentials: () => {
      const user = readUserInfoCookie();
      return { token: user?.token ?? '', userid: user?.userid ?? '' };
    },
    pageUrl: () => getHostAdapter().navigation.currentUrl(),
    nextDailyCount: () => nextDailyCount(),
    now: () => Date.now(),
    timeZone: localTimeZone,
    onError: () => false,
  };
}

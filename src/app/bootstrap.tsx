import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getHostAdapter, setRouteNavigator } from '../../host-adapters';
import { configureClientLog, installClientLog } from '../lib/client-log';
import { initI18n, likelyLanguage } from '../lib/i18n';
import { getRuntimeConfig } from '../lib/runtime-config';
import { applyTheme, DEFAULT_THEME } from '../lib/theme';
import { resolveStartup, selectIsLoggedIn, useSessionStore } from '../features/session';
import { App } from './app';
import { findBootHome } from './boot/boot-home';
import { keepBootScreen } from './boot/boot-screen';
import { preloadFirstPage } from './boot/first-page-preload';
import { startBootPrefetch } from './boot-prefetch';
import { hostSignIn } from './host-sign-in';
import { createAppRouter } from './router';
import { wireApiClient } from './wire-api';
// After Arco's and the app's styles (main.tsx): contrast palette and the focus ring (decision 0044).
import './a11y.css';

/**
 * Start-up in named phases: config → i18n → host → session (and the host's silent sign-in) → render. The init call runs
 * while the first screen renders; AppLoadGate shows loading, the app, or the init error.
 */
export function bootstrap(rootElement: HTMLElement): void {
  const config = getRuntimeConfig();
  // Read before the portal sets <html lang> itself (initI18n).
  const firstLanguage = likelyLanguage();

  initI18n();
  applyTheme(DEFAULT_THEME);

  const host = getHostAdapter();
  // The portal's own errors go to the server in batches (/v1/logs/upload).
  configureClientLog({ currentUrl: () => host.navigation.currentUrl() });
  installClientLog();

  const session = useSessionStore.getState();
  // A signed-in member stays in their own enterprise whatever `?eid=` a shared link carries (issue 17):
  // a course of the other one shows its public face there; any other page of it explains itself
  // (not a member, join, switch) for this page only, and the remembered eid stays the member's.
  const startup = resolveStartup(
    config.defaultEid,
    host.navigation.currentUrl(),
    selectIsLoggedIn(session) ? session.user.userid : '',
  );
  const onCourse = /^\/course\/\d+$/.test(new URL(host.navigation.currentUrl()).pathname);
  session.start(startup.linkEid !== null && !onCourse ? startup.linkEid : startup.eid);
  // The first page's strings and call declarations download beside the init call, not after it.
  preloadFirstPage(
    new URL(host.navigation.currentUrl()).pathname,
    firstLanguage ?? useSessionStore.getState().language,
  );
  const router = createAppRouter();
  wireApiClient(router);
  // The next visit's first screen (index.html, public/boot.js) in this visit's name, colour and language.
  keepBootScreen((listener) => useSessionStore.subscribe(listener));
  void session.loadEnterprise();
  // /index's first reads beside the init call, and the last visit's home at once (decision 0074).
  startBootPrefetch(new URL(host.navigation.currentUrl()).pathname);
  setRouteNavigator((path) => void router.navigate(path));
  // Inside DingTalk or WeCom the host signs the learner in silently (no login form); the
  // load gate waits for it, so no page first asks for its data as a visitor.
  const silentSignIn = hostSignIn({
    host,
    isSignedIn: () => selectIsLoggedIn(useSessionStore.getState()),
    onSignedIn: (user) => useSessionStore.getState().loginSucceeded(user),
    toPrompt: (errorMsg) => void router.navigate(`/prompt?errorMsg=${errorMsg}`, { replace: true }),
  });
  if (host.kind === 'dingtalk' || host.kind === 'wecom') void session.holdForHostSignIn(silentSignIn);

  // Arco's incomplete ARIA (tabs, trees, table checkboxes) repaired wherever it renders (decision 0044). Its own
  // chunk, off the start-up budget (decision 0030): it repairs what is already there when it arrives.
  void import('./arco-a11y').then(({ installArcoAriaRepairs }) => installArcoAriaRepairs());
  // Found before React's first render clears #root: the load gate keeps showing it (decision 0075).
  const bootHome = findBootHome(rootElement);
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} bootHome={bootHome} />
    </StrictMode>,
  );
}

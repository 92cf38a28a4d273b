// The sign-in page's own entry (decision 0073): login.html, which the server answers for /login.
// What the sign-in card needs and nothing else — no router, no query cache, no route table, the
// core strings of one language — and the whole portal (src/main.tsx) once the visitor signs in
// or goes anywhere else, in this same document (./hand-over.ts).
// Arco's React 19 adapter must load before any Arco component renders (design.md toolchain facts).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '../app/arco-styles';
import '../app/styles/app.css';
import '../app/boot/boot-screen.css';
import '../app/a11y.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../../protocol';
import {
  createBrowserAdapter,
  getHostAdapter,
  loadHostAdapter,
  setHostAdapter,
  setRouteNavigator,
} from '../../host-adapters';
import { scheduleRestStyles } from '../app/arco-styles-rest';
import { keepBootScreen } from '../app/boot/boot-screen';
import { preloadFirstPage } from '../app/boot/first-page-preload';
import { resolveStartup, selectIsLoggedIn, sessionCallContext, useSessionStore } from '../features/session';
import { configureApiClient } from '../lib/api-client';
import { createApiErrorHandler } from '../lib/api-errors';
import { configureClientLog, installClientLog } from '../lib/client-log';
import { initI18n, likelyLanguage, setCoreStringsLoader } from '../lib/i18n';
import { loadCoreStrings } from '../lib/i18n-core-strings';
import { getRuntimeConfig } from '../lib/runtime-config';
import { applyTheme, DEFAULT_THEME } from '../lib/theme';
import { signInEntryFits } from './fits';
import { handOver, onHandOver, warmPortal } from './hand-over';
import { SignInApp } from './login-app';

const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');
// The first screen as boot.js named it: put back while the portal starts after a hand-over.
const bootScreen = root.innerHTML;
// The language boot.js named the first screen in: its core strings start downloading at once
// (i18next asks src/lib/i18n-core-strings.ts through the backend), beside the host adapter and the init call.
const firstLanguage = likelyLanguage() ?? DEFAULT_LANGUAGE;
setCoreStringsLoader(loadCoreStrings);
initI18n(firstLanguage);

function start(): void {
  const host = getHostAdapter();
  const url = host.navigation.currentUrl();
  const { pathname, search } = new URL(url);
  const signedIn = selectIsLoggedIn(useSessionStore.getState());
  if (!signInEntryFits({ pathname, search, signedIn, hostKind: host.kind })) return handOver();

  // As src/app/bootstrap.tsx starts the portal, less the router, the host's silent sign-in and the home's reads.
  scheduleRestStyles(pathname);
  applyTheme(DEFAULT_THEME);
  configureClientLog({ currentUrl: () => host.navigation.currentUrl() });
  const uninstallClientLog = installClientLog();
  configureApiClient({
    context: () => sessionCallContext(),
    onError: createApiErrorHandler({
      navigate: (to) => handOver(to),
      currentPath: () => {
        const url = new URL(getHostAdapter().navigation.currentUrl());
        return url.pathname + url.search;
      },
      clearSession: () => useSessionStore.getState().clearUser(),
    }),
  });
  setRouteNavigator((path) => handOver(path));
  const startup = resolveStartup(getRuntimeConfig().defaultEid, url, '');
  const session = useSessionStore.getState();
  session.start(startup.linkEid ?? startup.eid);
  preloadFirstPage(pathname, firstLanguage);
  keepBootScreen((listener) => useSessionStore.subscribe(listener));
  void session.loadEnterprise();

  const reactRoot = createRoot(root!);
  onHandOver(() => {
    reactRoot.unmount();
    root!.innerHTML = bootScreen;
    uninstallClientLog();
  });
  reactRoot.render(
    <StrictMode>
      <SignInApp />
    </StrictMode>,
  );
  warmPortal();
}

// Inside DingTalk or WeCom their adapter loads first (its own chunk), and the portal takes over.
void loadHostAdapter()
  .catch(() => setHostAdapter(createBrowserAdapter(window)))
  .then(start);

// The service worker (decision 0036), as src/main.tsx registers it: production builds, after the load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    try {
      navigator.serviceWorker.register(`${import.meta.env.BASE_URL}service-worker.js`).catch(() => undefined);
    } catch {
      // Some webviews throw instead of rejecting.
    }
  });
}

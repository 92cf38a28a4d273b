// Arco's React 19 adapter must load before any Arco component renders (design.md toolchain facts).
import '@arco-design/web-react/es/_util/react-19-adapter';
import './app/arco-styles';
import './app/styles/app.css';
import './app/boot/boot-screen.css';
// The last visit's home as boot.js paints it on /index (decision 0075): the portal's entry only.
import './app/boot/boot-home.css';
import { scheduleRestStyles } from './app/arco-styles-rest';
import { createBrowserAdapter, getHostAdapter, loadHostAdapter, setHostAdapter } from '../host-adapters';
import { bootstrap } from './app/bootstrap';
import { DEFAULT_LANGUAGE } from '../protocol';
import { initI18n, likelyLanguage, setCoreStringsLoader } from './lib/i18n';
import { loadCoreStrings } from './lib/i18n-core-strings';

// The core strings of the language boot.js named the first screen in start downloading now, beside
// the rest of start-up (decision 0073); another language's when the user switches to it.
setCoreStringsLoader(loadCoreStrings);
initI18n(likelyLanguage() ?? DEFAULT_LANGUAGE);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Inside DingTalk or WeCom their adapter loads first (its own chunk); elsewhere this settles at once.
// Should that chunk fail to arrive, the portal still starts, as in a browser (its sign-in form).
void loadHostAdapter()
  .catch(() => setHostAdapter(createBrowserAdapter(window)))
  .then(() => {
    // The rest of Arco's CSS: at once for a page that needs it, after the first paint on /login and /index.
    scheduleRestStyles(new URL(getHostAdapter().navigation.currentUrl()).pathname);
    bootstrap(root);
  });

// The service worker that lets a page reload offline (decision 0036): production builds only,
// where the browser (or the DingTalk/WeCom webview) has them, and after the load so it never
// competes with the first screen. A refusal (private mode, insecure origin) leaves the portal as it was.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    try {
      navigator.serviceWorker.register(`${import.meta.env.BASE_URL}service-worker.js`).catch(() => undefined);
    } catch {
      // Some webviews throw instead of rejecting.
    }
  });
}

import { setRestStylesLoader } from '../lib/rest-styles';
import restStylesUrl from './arco-styles-rest.css?url';

/** Routes whose page and frame render only the Arco components of the start-up CSS (src/app/arco-styles.ts). */
export const PAGES_WITHOUT_REST_STYLES: ReadonlySet<string> = new Set(['/login', '/index']);

let loading: Promise<void> | null = null;

/**
 * The rest of Arco's CSS (src/app/arco-styles-rest.css), loaded once: a stylesheet link put
 * before the start-up stylesheet, so in the cascade it sits where it did when it was part of it
 * (Arco first, the portal's own rules after). Resolves when it has loaded — or failed: a page is
 * better shown with fewer styles than not at all.
 */
export function loadRestStyles(doc: Document = document): Promise<void> {
  if (loading) return loading;
  // Vitest runs without CSS (and jsdom never loads a stylesheet); the dev server serves the file as a module.
  if (import.meta.env.MODE === 'test') return (loading = Promise.resolve());
  if (import.meta.env.DEV) return (loading = import('./arco-styles-rest.css').then(() => undefined));
  loading = new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = restStylesUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    const first = doc.head.querySelector('link[rel="stylesheet"], style');
    doc.head.insertBefore(link, first);
  });
  return loading;
}

/** How long an idle moment may be waited for after the load event before the rest CSS starts anyway. */
export const REST_STYLES_IDLE_TIMEOUT_MS = 2_000;

/**
 * Start-up (src/main.tsx, decision 0069): a page that may render any Arco component fetches the rest
 * of Arco's CSS at once (its lazy route awaits it); /login and /index fetch it only once they have
 * painted — after the load event, at the first idle moment — or at the first key press or touch,
 * whichever comes first, so it is not part of their first download. Dialogs that open from those
 * pages wait for it (whenRestStyles, src/lib/rest-styles.ts).
 */
export function scheduleRestStyles(
  pathname: string,
  win: Window = window,
  load: () => Promise<void> = () => loadRestStyles(win.document),
): void {
  setRestStylesLoader(load);
  if (!PAGES_WITHOUT_REST_STYLES.has(pathname)) {
    void load();
    return;
  }
  const start = () => void load();
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    win.addEventListener(type, start, { once: true, capture: true, passive: true });
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(start, { timeout: REST_STYLES_IDLE_TIMEOUT_MS })
      : win.setTimeout(start, 0);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * The sign-in entry's hand-over to the whole portal (decision 0073), in this same document: the
 * sign-in page unmounts, the address becomes the one the portal should open, and the portal's own
 * entry (src/main.tsx, named by login.html's `#lp-portal-entry`, which vite.config.ts writes) runs
 * as it would on index.html. The session store, i18next and every shared chunk are the same module
 * instances, so the signed-in session and the language carry over without a reload.
 */

/** What login.html says about the portal's entry: its module, its stylesheets, and what to fetch ahead. */
export interface PortalEntry {
  js: string;
  css: string[];
  preload: string[];
}

const DEV_ENTRY: PortalEntry = { js: '/src/main.tsx', css: [], preload: [] };

export function readPortalEntry(doc: Document = document): PortalEntry {
  const text = doc.getElementById('lp-portal-entry')?.textContent;
  if (!text) return DEV_ENTRY;
  try {
    const entry = JSON.parse(text) as Partial<PortalEntry>;
    if (typeof entry.js !== 'string') return DEV_ENTRY;
    return { js: entry.js, css: entry.css ?? [], preload: entry.preload ?? [] };
  } catch {
    return DEV_ENTRY;
  }
}

let stopSignInPage: (() => void) | null = null;
let handedOver = false;

/** How to take the sign-in page down before the portal starts (set once it renders). */
export function onHandOver(stop: () => void): void {
  stopSignInPage = stop;
}

function addLink(doc: Document, rel: string, href: string, as?: string): HTMLLinkElement | null {
  if (doc.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return null;
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (as) link.as = as;
  doc.head.append(link);
  return link;
}

/** A stylesheet of the portal's, settled when it has loaded (or failed: fewer styles beat no page). */
function addStylesheet(doc: Document, href: string): Promise<void> {
  const link = addLink(doc, 'stylesheet', href);
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
}

/**
 * Fetch (not run) the portal's entry, its chunks and stylesheets once the sign-in page has painted
 * and is idle, so signing in opens the portal from the cache instead of a download.
 */
export function warmPortal(win: Window = window, entry: PortalEntry = readPortalEntry(win.document)): void {
  const warm = () => {
    if (handedOver) return;
    for (const href of [entry.js, ...entry.preload]) addLink(win.document, 'modulepreload', href);
    for (const href of entry.css) addLink(win.document, 'preload', href, 'style');
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(warm, { timeout: 2_000 })
      : win.setTimeout(warm, 0);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * The sign-in entry's own address changes (its modes, `?loginType=forgot`): what react-router does
 * for the portal, with the history API — the entry is its own router until it hands over.
 */
export function moveTo(to: string, options: { replace?: boolean } = {}, win: Window = window): void {
  win.history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
}

/**
 * Start the portal here, at `to` (the address a sign-in or a link led to) or at the present one.
 * Runs once: a second call while the portal starts changes nothing.
 */
export function handOver(to?: string, options: { replace?: boolean } = {}, win: Window = window): void {
  if (handedOver) return;
  handedOver = true;
  if (to) moveTo(to, options, win);
  stopSignInPage?.();
  const doc = win.document;
  const entry = readPortalEntry(doc);
  void Promise.all(entry.css.map((href) => addStylesheet(doc, href))).then(() => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.js;
    doc.body.append(script);
  });
}

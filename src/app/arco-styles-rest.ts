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

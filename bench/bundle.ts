import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** gzip bytes of the JS and CSS a first visit to each page downloads before it paints. */
  pages: Record<string, { js: number; css: number }>;
  /**
   * gzip bytes each page fetches only after it has painted, apart from its first download (as the
   * service worker's precache is): Arco's rest CSS (decision 0069).
   */
  afterPaint: Record<string, { css: number }>;
  largestRouteChunk: { file: string; gzip: number };
  initialJsBudget: number;
}

/**
 * Issue 8's start-up JS budget (≤ 200 KB gzip for a page's first render, decisions 0024 and 0030).
 * Issue 28 replaces it with JS and CSS together, per page (bench/goals.ts: /login 160 KB, /index
 * 210 KB), which print.ts shows beside each page and the goals table checks.
 */
export const INITIAL_JS_BUDGET = 200 * 1024;

function gzipBytes(dir: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
}

/** Every file a chunk pulls in statically (its imports, transitively) plus their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(manifest, dependency, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string>; afterPaint: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const afterPaint = new Set<string>();
  for (const key of keys) {
    for (const member of closure(manifest, key)) {
      const chunk = manifest[member]!;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      // A stylesheet a chunk fetches by URL is Arco's rest CSS (src/app/arco-styles-rest.ts):
      // /login and /index fetch it once they have painted (decision 0069), so it is counted apart.
      for (const asset of chunk.assets ?? []) if (asset.endsWith('.css')) afterPaint.add(asset);
    }
  }
  return { js, css, afterPaint };
}

/**
 * The classic scripts index.html loads before the bundle (public/boot.js, decision 0062; the
 * runtime config's placeholder): every page downloads them, and they are not in the manifest.
 */
function classicScripts(dir: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\ssrc="\/([^"?]+)"/g)]
    .map((match) => match[1]!)
    .filter((file) => fs.existsSync(path.join(dir, file)));
}

/**
 * The core strings both entries load before their first render (decision 0073): one language's
 * files (`locales/<language>/<namespace>.json?one-language`), per language.
 */
function oneLanguageCoreStrings(manifest: Manifest): string[][] {
  const byLanguage = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /locales\/([^/]+)\/[^/]+\.json\?one-language$/.exec(key);
    if (match) byLanguage.set(match[1]!, [...(byLanguage.get(match[1]!) ?? []), chunk.file]);
  }
  return [...byLanguage.values()];
}

/**
 * Bundle sizes from the Vite manifest of a production build: what /login and /index need before
 * they paint, what they fetch after painting, and the largest route chunk. A page is either a
 * route chunk of the portal (index.html's entry + the page's lazy chunk and their static imports)
 * or an HTML entry of its own (login.html, decision 0073: its entry and static imports); both add
 * the classic scripts and one language's core strings, which each entry loads at once.
 */
export function measureBundle(distDir: string, pages: Record<string, string>): BundleFigures {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const figures: BundleFigures['pages'] = {};
  const afterPaint: BundleFigures['afterPaint'] = {};
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(distDir, file), 0);
  for (const [name, source] of Object.entries(pages)) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
    const ownEntry = manifest[source]!.isEntry === true;
    const files = filesOf(manifest, ownEntry ? [source] : [entry, source]);
    for (const file of classicScripts(distDir)) files.js.add(file);
    // The visit's language's core strings, counted in the largest of the three.
    const languages = oneLanguageCoreStrings(manifest).sort((a, b) => sum(new Set(b)) - sum(new Set(a)));
    for (const file of languages[0] ?? []) files.js.add(file);
    figures[name] = { js: sum(files.js), css: sum(files.css) };
    afterPaint[name] = { css: sum(files.afterPaint) };
  }
  let largest = { file: '', gzip: 0 };
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const size = gzipBytes(distDir, chunk.file);
    if (size > largest.gzip) largest = { file: chunk.src ?? chunk.file, gzip: size };
  }
  return { pages: figures, afterPaint, largestRouteChunk: largest, initialJsBudget: INITIAL_JS_BUDGET };
}

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
  /** gzip bytes of the JS and CSS a first visit to each page downloads. */
  pages: Record<string, { js: number; css: number }>;
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

function filesOf(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    for (const member of closure(manifest, key)) {
      const chunk = manifest[member]!;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      // A stylesheet a chunk fetches by URL counts too: main.tsx starts Arco's rest CSS
      // (src/app/arco-styles-rest.ts, decision 0060) at once on every page, /login included.
      for (const asset of chunk.assets ?? []) if (asset.endsWith('.css')) css.add(asset);
    }
  }
  return { js, css };
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
 * Bundle sizes from the Vite manifest of a production build: what /login and /index need
 * (entry + the page's lazy chunk and their static imports, and index.html's classic scripts), and
 * the largest route chunk.
 */
export function measureBundle(distDir: string, pages: Record<string, string>): BundleFigures {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const figures: BundleFigures['pages'] = {};
  for (const [name, source] of Object.entries(pages)) {
    if (!manifest[source]) throw new Error(`no chunk for ${source} in the Vite manifest`);
    const { js, css } = filesOf(manifest, [entry, source]);
    for (const file of classicScripts(distDir)) js.add(file);
    figures[name] = {
      js: [...js].reduce((sum, file) => sum + gzipBytes(distDir, file), 0),
      css: [...css].reduce((sum, file) => sum + gzipBytes(distDir, file), 0),
    };
  }
  let largest = { file: '', gzip: 0 };
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const size = gzipBytes(distDir, chunk.file);
    if (size > largest.gzip) largest = { file: chunk.src ?? chunk.file, gzip: size };
  }
  return { pages: figures, largestRouteChunk: largest, initialJsBudget: INITIAL_JS_BUDGET };
}

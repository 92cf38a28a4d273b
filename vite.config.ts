import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { arcoLightConfigProvider } from './scripts/arco-light-config-provider';
import { minifyBootScript } from './scripts/minify-boot-script';
import { precompress } from './scripts/precompress';

// The API server the dev server proxies to (`npm run dev` starts it on this port).
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

const OWN_MODULE = /\/(src|host-adapters|protocol)\/.+\.tsx?$/;
const SIDE_EFFECT_MODULES = /\/src\/(main\.tsx|login-entry\/main\.tsx|app\/arco-styles\.ts)$/;

/*
 * The service worker of decision 0036 (src/lib/service-worker.ts), built into /service-worker.js.
 * It precaches the shell and every JS and CSS chunk (so an offline reload of any page has its
 * code), but not the PDF viewer (pdf.js and its worker are most of the build's bytes and only the
 * document viewer needs them) nor images or media. src/main.tsx registers it, never in the dev server.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/lib',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['index.html', 'favicon.svg', 'boot.js', 'assets/*.{js,css}'],
    // The statistics charts (recharts, ~127 KB gzip) serve administrators only (decision 0056).
    globIgnores: ['assets/pdf*', 'assets/statistics-charts*'],
    // Anything this large is not shell: keep it out rather than make every learner download it.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
  devOptions: { enabled: false },
});

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const ENTRY_MODULES = {
  portal: path.resolve(import.meta.dirname, 'index.html'),
  login: path.resolve(import.meta.dirname, 'login.html'),
};
const ENTRY_MODULE_SET = new Set([
  ...Object.values(ENTRY_MODULES),
  path.resolve(import.meta.dirname, 'src/main.tsx'),
  path.resolve(import.meta.dirname, 'src/login-entry/main.tsx'),
]);
let startupSets: { portal: Set<string>; login: Set<string> } | null = null;

/** Every module an entry module imports statically, transitively. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The start-up chunk a module of an entry's static closure goes to (decision 0073): 'startup'
 * when both the portal and the sign-in page need it, else the one entry's own chunk.
 */
function startupChunkOf(id: string, graph: ModuleGraph): string | null {
  // The entry modules stay in their entry chunks, apart: a lazy chunk the sign-in page loads may
  // import the portal's start-up chunk (sign-up's form uses the router), which must never run the
  // portal's entry while the sign-in page is up.
  if (ENTRY_MODULE_SET.has(id)) return null;
  startupSets ??= {
    portal: staticClosure(graph, ENTRY_MODULES.portal),
    login: staticClosure(graph, ENTRY_MODULES.login),
  };
  const portal = startupSets.portal.has(id);
  const login = startupSets.login.has(id);
  if (portal && login) return 'startup';
  if (portal) return 'startup-portal';
  if (login) return 'startup-login';
  return null;
}

/*
 * login.html (decision 0073) names the portal's entry, its stylesheets and its chunks in a JSON block
 * (#lp-portal-entry): the sign-in entry fetches them once it has painted and starts the portal with
 * them after signing in (src/login-entry/hand-over.ts). Build only; the dev server starts the
 * portal from /src/main.tsx.
 */
function portalEntryForSignIn(): Plugin {
  return {
    name: 'lp-portal-entry-for-sign-in',
    apply: 'build',
    // Each build computes the start-up chunks' module sets anew (a watch rebuild, the bench's builds).
    buildStart() {
      startupSets = null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.basename(context.filename) !== 'login.html' || !context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && /[\\/]index\.html$/.test(chunk.facadeModuleId ?? ''));
        if (!entry) throw new Error('login.html: no chunk for index.html in the bundle');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const preload = new Set<string>();
        const walk = (file: string) => {
          if (preload.has(file)) return;
          preload.add(file);
          for (const dependency of byFile.get(file)?.imports ?? []) walk(dependency);
        };
        for (const dependency of entry.imports) walk(dependency);
        const css = [...(entry.viteMetadata?.importedCss ?? [])];
        const portal = {
          js: `/${entry.fileName}`,
          css: css.map((file) => `/${file}`),
          preload: [...preload].map((file) => `/${file}`),
        };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'lp-portal-entry' },
            children: JSON.stringify(portal),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}

/*
 * `locales/….json?one-language` (src/login-entry/core-strings.ts): the same JSON file as a module of
 * its own, so the sign-in entry's one-language copy of the core strings is a chunk apart from the
 * portal's start-up chunk, which bundles all three languages.
 */
function oneLanguageStrings(): Plugin {
  return {
    name: 'lp-one-language-strings',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.json?one-language')) return null;
      const file = id.slice(0, -'?one-language'.length);
      this.addWatchFile(file);
      return { code: `export default ${fs.readFileSync(file, 'utf8')};`, moduleType: 'js' };
    },
  };
}

export default defineConfig({
  plugins: [
    arcoLightConfigProvider(),
    oneLanguageStrings(),
    react(),
    serviceWorker,
    portalEntryForSignIn(),
    minifyBootScript(),
    precompress(),
  ],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // bench/bundle.ts reads which files each page needs from here.
    manifest: true,
    rollupOptions: {
      // The portal, and /login's own page (decision 0073), which the server answers for /login.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        login: path.resolve(import.meta.dirname, 'login.html'),
      },
      onLog(level, log, handler) {
        // src/lib/notify.ts loads Arco's Message on first use. Arco's own modules import it
        // statically, but none of them is in the start-up chunk (bench/bundle.ts checks), so the
        // dynamic import does what it should and this warning is noise (decision 0030).
        if (
          log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
          /web-react\/es\/(Message|Notification)\/index\.js/.test(log.message)
        )
          return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // What each entry loads at start-up, in three chunks: what both pages share, the portal's
          // own and the sign-in page's own, so /login never downloads the portal's start-up code.
          groups: [{ name: startupChunkOf, debugName: 'startup', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // Our own TypeScript modules have no side effects on import, except the entry and the
        // stylesheet list: so a feature's index that re-exports pages (which import CSS) does not
        // drag those pages into the start-up chunk when only a rule or a link is used.
        moduleSideEffects: (id: string) => !OWN_MODULE.test(id) || SIDE_EFFECT_MODULES.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/appapi.php': apiTarget,
      '/yii': apiTarget,
      '/runtime-config.js': apiTarget,
      '/media': apiTarget,
      '/download': apiTarget,
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The test files
    // spend much of their time importing and seeding, not computing, and two workers took the
    // SQLite run from about 1,200 to 730 s there (decision 0025, 2026-11-27).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // The same Arco build as the browser bundle (its ES modules, not the CommonJS `main`), so a
        // deep import such as src/app/arco-locale-provider.tsx shares its modules with the barrel.
        resolve: { alias: [{ find: /^@arco-design\/web-react$/, replacement: '@arco-design/web-react/es/index.js' }] },
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'host-adapters/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // See src/test/setup.ts: room for a busy CI machine, not a speed target.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'protocol/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // Server tests drive a real app and database; on a busy 2-core machine the suites that
          // sweep every call need more than the default 5 s. Not a speed target (see bench/).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // DATABASE_URL=postgres://… (npm run test:pg): builds the seeded template database once per run.
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});

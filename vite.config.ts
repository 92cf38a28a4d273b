import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { arcoLightConfigProvider } from './scripts/arco-light-config-provider';
import { precompress } from './scripts/precompress';

// The API server the dev server proxies to (`npm run dev` starts it on this port).
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

const OWN_MODULE = /\/(src|host-adapters|protocol)\/.+\.tsx?$/;
const SIDE_EFFECT_MODULES = /\/src\/(main\.tsx|app\/arco-styles\.ts)$/;

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

export default defineConfig({
  plugins: [arcoLightConfigProvider(), react(), serviceWorker, precompress()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // bench/bundle.ts reads which files each page needs from here.
    manifest: true,
    rollupOptions: {
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
          groups: [{ name: 'startup', tags: ['$initial'] }],
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

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server the dev server proxies to (`npm run dev` starts it on this port).
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // bench/bundle.ts reads which files each page needs from here.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/appapi.php': apiTarget,
      '/yii': apiTarget,
      '/runtime-config.js': apiTarget,
      '/media': apiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'host-adapters/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['protocol/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

// Debian's Chromium (scripts/ensure-chromium.mjs installs it); Playwright downloads no browser here.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // A freshly seeded in-memory server that serves the built portal (`npm test` builds it first).
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/runtime-config.js`,
    // PORTAL_DIR lets parallel local runs each serve their own build (vite build --outDir).
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'warn', CODE_RESEND_INTERVAL_MS: '12000', PORTAL_DIR: process.env.PORTAL_DIR ?? 'dist/portal' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

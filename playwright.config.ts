import { defineConfig } from '@playwright/test';
// Debian's Chromium (scripts/ensure-chromium.mjs installs it); Playwright downloads no browser here.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);

/*
 * Two lanes, each with its own freshly seeded in-memory server (ports E2E_PORT and E2E_PORT + 1)
 * and one worker: the specs of a lane run one after another against their server as before, and
 * the two lanes run side by side, so a spec never meets another lane's data. The split balances
 * the lanes' running time (measured on a full run; move a folder when one lane grows; decision 0025).
 */
const LANE_ONE = [
  /[\\/]e2e[\\/](shell|course-social|account|profile|auth|overlays|exams|micro-courses|language|tasks|homework|activities|questionnaires|community|mall|lecturers|live|admin)[\\/].*\.spec\.ts$/,
  // Two of the axe route run's three languages (it only reads pages): the largest piece of lane two.
  /[\\/]e2e[\\/]a11y[\\/]routes-zh-hant-en\.spec\.ts$/,
];

function server(lanePort: number) {
  return {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${lanePort}/runtime-config.js`,
    // PORTAL_DIR lets parallel local runs each serve their own build (vite build --outDir).
    env: {
      PORT: String(lanePort),
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      LOG_LEVEL: 'warn',
      CODE_RESEND_INTERVAL_MS: '12000',
      // Every e2e page is one address (127.0.0.1): the slider check per address would meet them all (decision 0037).
      SLIDER_FREE_SENDS_PER_ADDRESS: '1000',
      WECOM_LOGIN_PANEL: 'true',
      // A forwarded activity QR code must be refused once the screen moves on: wait 6 s for that, not 20.
      ACTIVITY_QR_ROTATE_SECONDS: '6',
      PORTAL_DIR: process.env.PORTAL_DIR ?? 'dist/portal',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

const browser = { browserName: 'chromium' as const };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // A busy 2-core CI machine can take a few seconds to paint after a sign-in.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    // Production builds register a service worker (decision 0036). Blocked by default so page.route
    // sees every request and no spec meets another's cache; e2e/exams/offline-reload allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'chromium', testMatch: LANE_ONE, workers: 1, use: { ...browser, baseURL: `http://127.0.0.1:${port}` } },
    {
      name: 'chromium-2',
      testIgnore: LANE_ONE,
      workers: 1,
      use: { ...browser, baseURL: `http://127.0.0.1:${port + 1}` },
    },
  ],
  webServer: [server(port), server(port + 1)],
});

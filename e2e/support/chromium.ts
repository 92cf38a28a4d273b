/** The Chromium every spec and the bench run in (playwright.config.ts, bench/page-load.ts), and its flags. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium's fake camera (a moving test pattern) stands in for a webcam, allowed without asking;
 * the server's face simulator checks the frames. For `test.use` in the face specs.
 */
export const FAKE_CAMERA = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
};

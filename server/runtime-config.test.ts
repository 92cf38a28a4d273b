import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Run the served script as the page does, in a window of its own. */
async function servedWindow(userAgent: string) {
  const response = await t!.app.inject({ method: 'GET', url: '/runtime-config.js' });
  expect(response.statusCode).toBe(200);
  const win = {
    navigator: { userAgent },
  } as { navigator: { userAgent: string }; __LP_CONFIG__?: Record<string, unknown> };
  vm.runInNewContext(response.body, { window: win });
  return win;
}

describe('/runtime-config.js carries the kiosk settings of the environment (issue 17.8)', () => {
  it('serves KIOSK_IDLE_SECONDS, KIOSK_WARN_SECONDS and KIOSK_USER_AGENT_TOKEN, and the portal acts on them', async () => {
    const env = readConfig({
      KIOSK_IDLE_SECONDS: '300',
      KIOSK_WARN_SECONDS: '45',
      KIOSK_USER_AGENT_TOKEN: 'AcmeKiosk/2',
    });
    t = await createTestApp({
      kioskIdleSeconds: env.kioskIdleSeconds,
      kioskWarnSeconds: env.kioskWarnSeconds,
      kioskUserAgentToken: env.kioskUserAgentToken,
    });
    const win = await servedWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 AcmeKiosk/2');
    expect(win.__LP_CONFIG__).toMatchObject({
      kioskIdleSeconds: 300,
      kioskWarnSeconds: 45,
      kioskUserAgentToken: 'AcmeKiosk/2',
    });
    // src/app/kiosk-runtime-config.test.ts checks the portal acts on exactly these keys.
  });

  it('serves the defaults when nothing is set', async () => {
    t = await createTestApp();
    const win = await servedWindow('Mozilla/5.0');
    expect(win.__LP_CONFIG__).toMatchObject({
      kioskIdleSeconds: 120,
      kioskWarnSeconds: 30,
      kioskUserAgentToken: 'LearningPortalKiosk',
    });
  });
});

describe('/runtime-config.js carries the upload host (spec 000 §7)', () => {
  it('serves UPLOAD_BASE as uploadBase, empty by default', async () => {
    expect(() => readConfig({ UPLOAD_BASE: 'upload.example.com' })).toThrow(/UPLOAD_BASE must be an http\(s\) address/);
    t = await createTestApp({ uploadBase: readConfig({ UPLOAD_BASE: 'https://upload.example.com' }).uploadBase });
    expect((await servedWindow('Mozilla/5.0')).__LP_CONFIG__).toMatchObject({
      uploadBase: 'https://upload.example.com',
    });
    await t.close();
    t = await createTestApp();
    expect((await servedWindow('Mozilla/5.0')).__LP_CONFIG__).toMatchObject({ uploadBase: '' });
  });
});

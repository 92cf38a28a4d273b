import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

/** The portal files the server hands out, and what it answers for paths that are not files. */
describe('serving the portal', () => {
  let t: TestApp;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-portal-'));
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    fs.mkdirSync(path.join(portalDir, 'assets'));
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(portalDir, 'service-worker.js'), 'self.skipWaiting()');
    t = await createTestApp({ portalDir });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  it.each(['/', '/index', '/course/12', '/main/message/ownMessage'])(
    'answers the portal page for the route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>portal</title>');
    },
  );

  it('serves built files and refuses missing ones with a plain 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>portal</title>');
  });

  it('serves the service worker to be checked on every load, so a deploy replaces it at once (decision 0036)', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Other built files keep the static server's own caching.
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(chunk.headers['cache-control']).not.toBe('no-cache');
  });

  it('answers unknown API paths with an error envelope, never the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/yii/appapi/v1/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'N', code: 40400 });
  });

  it('serves the runtime configuration as a script that is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^window\.__LP_CONFIG__ = \{.*"appKey":/);
  });
});

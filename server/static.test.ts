import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

const BIG_CHUNK = `export const rows = [${'"a learning portal row", '.repeat(400)}];`;

/** The portal files the server hands out, and what it answers for paths that are not files. */
describe('serving the portal', () => {
  let t: TestApp;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-portal-'));
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    // The sign-in page's own entry (decision 0073).
    fs.writeFileSync(path.join(portalDir, 'login.html'), '<!doctype html><title>sign-in</title>');
    fs.mkdirSync(path.join(portalDir, 'assets'));
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    // The build's compressed copies (scripts/precompress.ts) of a chunk and of the page.
    fs.writeFileSync(path.join(portalDir, 'assets', 'big-Ab12Cd.js'), BIG_CHUNK);
    fs.writeFileSync(path.join(portalDir, 'assets', 'big-Ab12Cd.js.br'), zlib.brotliCompressSync(BIG_CHUNK));
    fs.writeFileSync(path.join(portalDir, 'assets', 'big-Ab12Cd.js.gz'), zlib.gzipSync(BIG_CHUNK));
    fs.writeFileSync(path.join(portalDir, 'index.html.gz'), zlib.gzipSync('<!doctype html><title>portal</title>'));
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

  it.each(['/login', '/login?eid=1&backUrl=%2Fmy%2Findex', '/login?loginType=forgot', '/login.html'])(
    "answers %s with the sign-in page's own entry, with the portal's policy, checked on each use (decision 0073)",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>sign-in</title>');
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/loginPc', '/login/x', '/register'])('keeps the portal page for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).toContain('<title>portal</title>');
  });

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

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_CHUNK);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_CHUNK);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Ab12Cd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_CHUNK);
    // A file without copies is sent as it is.
    const small = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it("sends a route's page compressed too, with its content security policy", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/course/12', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<title>portal</title>');
  });

  it('lets browsers keep the fingerprinted chunks for a year without asking again', async () => {
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/big-Ab12Cd.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

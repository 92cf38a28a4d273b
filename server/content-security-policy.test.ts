import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalContentSecurityPolicy } from './content-security-policy';
import { readHostConfig } from './routes/host/host-config';
import { createTestApp, type TestApp } from './test-support/test-app';

/** Decision 0035: the portal's pages say which scripts may run, since the session token is script-readable. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('Content-Security-Policy of the portal pages', () => {
  let t: TestApp;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-portal-csp-'));
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    fs.mkdirSync(path.join(portalDir, 'assets'));
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ portalDir });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  it.each(['/', '/index', '/index.html', '/course/12', '/login?eid=2'])(
    'sends the policy with the page at %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toContain('<title>portal</title>');
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy['script-src']).toContain("'self'");
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['script-src']).not.toContain('https:');
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
    },
  );

  it('lets the workplace-chat scan panels, the gateway and HTTPS media through', () => {
    const host = readHostConfig({ NODE_ENV: 'production' }, 8080);
    const policy = directives(portalContentSecurityPolicy({ apiBase: 'https://gw.example.com/base' }, host));
    expect(policy['script-src']).toEqual(["'self'", 'https://g.alicdn.com']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://login.dingtalk.com',
        'https://login.work.weixin.qq.com',
        'https://gw.example.com',
      ]),
    );
    expect(policy['connect-src']).toContain('https://gw.example.com');
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https:', 'data:', 'blob:']));
    expect(policy['media-src']).toEqual(expect.arrayContaining(['https:', 'blob:', 'https://gw.example.com']));
  });

  it('lets uploads reach their own host (UPLOAD_BASE)', () => {
    const host = readHostConfig({ NODE_ENV: 'production' }, 8080);
    const policy = directives(
      portalContentSecurityPolicy({ apiBase: '', uploadBase: 'https://upload.example.com/v1' }, host),
    );
    expect(policy['connect-src']).toContain('https://upload.example.com');
    expect(directives(portalContentSecurityPolicy({ apiBase: '' }, host))['connect-src']).not.toContain(
      'https://upload.example.com',
    );
  });

  it('adds no origin for a gateway on the same origin (empty or relative apiBase)', () => {
    const host = readHostConfig({ NODE_ENV: 'production' }, 8080);
    for (const apiBase of ['', '/gateway']) {
      const policy = directives(portalContentSecurityPolicy({ apiBase }, host));
      expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'data:']);
    }
  });

  it('does not put the policy on API answers or built files (only pages run the portal)', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/yii/appapi/v1/no/such/call' });
    expect(api.headers['content-security-policy']).toBeUndefined();
  });
});

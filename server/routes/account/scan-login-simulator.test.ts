import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('the enterprise scan-login simulator (development only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the enterprise members who can scan, and hands a transfer ticket to /transferLogin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/__dev/scan-login?eid=5' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Scan as Gao Fei (summit)');
    const scan = await t.app.inject({ method: 'GET', url: '/__dev/scan-login/scan?eid=5&account=summit' });
    expect(scan.statusCode).toBe(302);
    const ticket = new URL(scan.headers.location!, 'http://x').searchParams.get('ticket')!;
    const { body } = await t.call('/v1/login/new-pc-sso-login/index', { ticket }, { eid: 5, method: 'POST' });
    expect(body.status).toBe('Y');
  });

  it('refuses an enterprise without SSO', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__dev/scan-login?eid=3' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/__dev/scan-login/scan?eid=3&account=northwind' })).statusCode,
    ).toBe(400);
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ devTools: false });
    expect((await production.app.inject({ method: 'GET', url: '/__dev/scan-login?eid=5' })).statusCode).toBe(404);
    await production.close();
  });
});

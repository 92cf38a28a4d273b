import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAdminGatewayPage } from './admin-gateway-page';

describe('the admin switch gateway path', () => {
  it('answers a translated 404 page with a link back to the portal', async () => {
    const app = Fastify({ logger: false });
    registerAdminGatewayPage(app);
    const en = await app.inject({
      method: 'GET',
      url: '/admin.php/login/select/eid/1/type/2',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain("served by your organisation's gateway");
    expect(en.body).toContain('href="/index?eid=1"');
    const hant = await app.inject({
      method: 'GET',
      url: '/admin.php/login/select/eid/3/type/4',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(hant.body).toContain('管理後台由貴組織的閘道提供');
    const cn = await app.inject({ method: 'GET', url: '/admin.php/login/select/eid/x%22%3E/type/2?language=zh_cn' });
    expect(cn.body).toContain('管理后台由贵组织的网关提供');
    expect(cn.body).toContain('href="/index?eid=0"');
    await app.close();
  });
});

import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../protocol';
import { resolveLanguage } from '../../pipeline/language';

/** The gateway path of spec 000 §2's admin login switch. */
export const ADMIN_SWITCH_ROUTE = '/admin.php/login/select/eid/:eid/type/:type';

const TEXT: Record<Language, { title: string; body: string; back: string }> = {
  zh_cn: {
    title: '管理后台不在此服务器上',
    body: '管理后台由贵组织的网关提供。本服务器只提供学习门户。如需进入管理后台，请使用管理员提供的后台地址。',
    back: '返回学习门户',
  },
  zh_hant: {
    title: '管理後台不在此伺服器上',
    body: '管理後台由貴組織的閘道提供。本伺服器只提供學習入口網站。如需進入管理後台，請使用管理員提供的後台網址。',
    back: '返回學習入口網站',
  },
  en_us: {
    title: 'The administration console is not on this server',
    body: "The administration console is served by your organisation's gateway. This server hosts the learning portal only. To administer the organisation, use the console address your administrator gave you.",
    back: 'Back to the learning portal',
  },
};

const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-Hant', en_us: 'en' };

/** Render the notice; every interpolated value is fixed text or a validated number. */
export function adminGatewayPage(language: Language, eid: number): string {
  const t = TEXT[language];
  const back = `/index?eid=${eid}`;
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1d2129;margin:0}
main{max-width:560px;margin:15vh auto;padding:32px 40px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.6;color:#4e5969}a{color:#1d6fe0}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="${back}">${t.back}</a></p></main></body>
</html>
`;
}

/**
 * Our server has no admin console (decision 0007): the gateway path answers 404 with a plain,
 * translated page that says where the console lives and links back to the portal, instead of
 * falling through to the portal's own "page not found".
 */
export function registerAdminGatewayPage(app: FastifyInstance): void {
  app.get<{ Params: { eid: string; type: string }; Querystring: { language?: string } }>(
    ADMIN_SWITCH_ROUTE,
    async (request, reply) => {
      const language = resolveLanguage(request.query.language, request.headers['accept-language']);
      const eid = /^\d{1,10}$/.test(request.params.eid) ? Number(request.params.eid) : 0;
      await reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(adminGatewayPage(language, eid));
    },
  );
}

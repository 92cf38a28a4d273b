import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_MESSAGES, type Language } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { enterpriseRefusal, isAdministrator } from '../../pipeline/access';
import { resolveLanguage } from '../../pipeline/language';
import { exportFile } from './export-files';
import { STATISTICS_EXPORT_PREFIX, verifyExportToken } from './export-link';
import { periodOf } from './period';
import { statisticsOf } from './statistics.service';

const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-Hant', en_us: 'en' };

function refusalPage(language: Language, message: string): string {
  return `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${message}</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1d2129}main{max-width:520px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px}</style></head>
<body><main><h1 style="font-size:18px">${message}</h1></main></body></html>`;
}

/**
 * GET /download/admin-statistics/<token>: the statistics file behind a signed export link (a plain
 * browser download, so no envelope). The link names the enterprise and the administrator; the
 * figures are computed in that enterprise's scope when the link is opened, and only while the
 * account is still an administrator there (decision 0056). An altered link is 404, an expired one
 * 410, a former administrator's 403, each with a message in the browser's language.
 */
export function registerStatisticsExport(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: ServerConfig; clock: Clock },
): void {
  // A wildcard, not `:token`: the token (period, zone, format, language) is longer than Fastify's
  // 100-character limit on a path parameter.
  app.get(`${STATISTICS_EXPORT_PREFIX}*`, async (request, reply) => {
    const language = resolveLanguage(undefined, request.headers['accept-language']);
    const refuse = (status: number, key: 'DOWNLOAD_LINK_EXPIRED' | 'DOWNLOAD_LINK_INVALID' | 'FORBIDDEN') =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(refusalPage(language, ERROR_MESSAGES[key][language]));
    const now = deps.clock.now();
    const check = verifyExportToken(deps.config.mediaSigningSecret, (request.params as { '*': string })['*'], now);
    if (!check.ok)
      return refuse(
        check.reason === 'expired' ? 410 : 404,
        check.reason === 'expired' ? 'DOWNLOAD_LINK_EXPIRED' : 'DOWNLOAD_LINK_INVALID',
      );
    const { ticket } = check;
    // The signed link names the enterprise and is the proof of the export call (decision 0033).
    const db = forTenant(deps.db, ticket.eid);
    const [user, enterprise] = await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', ticket.userId).executeTakeFirst(),
      db.selectFrom('enterprises').selectAll().where('id', '=', ticket.eid).executeTakeFirst(),
    ]);
    if (
      !user ||
      !enterprise ||
      !isAdministrator(user) ||
      user.locked === 1 ||
      user.blocked === 1 ||
      enterpriseRefusal(enterprise, now)
    ) {
      return refuse(403, 'FORBIDDEN');
    }
    const stats = await statisticsOf(db, periodOf(ticket.from, ticket.to, ticket.offsetMinutes));
    const file = await exportFile(stats, ticket.format, ticket.language);
    const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_MESSAGES, type Language } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { resolveLanguage } from '../../pipeline/language';
import { mediaStoreFor } from '../../lib/media-store';
import { DOWNLOAD_PATH_PREFIX, verifyDownloadToken } from './download-link';
import { crossTenant } from '../../db/tenant-scope';

const HTML_LANG: Record<Language, string> = { zh_cn: 'zh-CN', zh_hant: 'zh-Hant', en_us: 'en' };

function refusalPage(language: Language, message: string): string {
  return `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${message}</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1d2129}main{max-width:520px;margin:15vh auto;padding:32px;background:#fff;border-radius:8px}</style></head>
<body><main><h1 style="font-size:18px">${message}</h1></main></body></html>`;
}

/**
 * GET /download/<token>: the file behind a signed download link (a plain browser download, so
 * no envelope). An altered link is 404, an expired one 410 with a message in the browser's
 * language; neither says anything about the record.
 */
export function registerDownloadLinks(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: ServerConfig; clock: Clock },
): void {
  app.get(`${DOWNLOAD_PATH_PREFIX}:token`, async (request, reply) => {
    const language = resolveLanguage(undefined, request.headers['accept-language']);
    const token = (request.params as { token: string }).token;
    const check = verifyDownloadToken(deps.config.mediaSigningSecret, token, deps.clock.now());
    const refuse = (status: number, key: 'DOWNLOAD_LINK_EXPIRED' | 'DOWNLOAD_LINK_INVALID') =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(refusalPage(language, ERROR_MESSAGES[key][language]));
    if (!check.ok)
      return refuse(
        check.reason === 'expired' ? 410 : 404,
        check.reason === 'expired' ? 'DOWNLOAD_LINK_EXPIRED' : 'DOWNLOAD_LINK_INVALID',
      );
    // The signed link names the record and is the proof; the record carries its enterprise (decision 0033).
    const record = await crossTenant(deps.db)
      .selectFrom('download_records')
      .selectAll()
      .where('id', '=', check.recordId)
      .executeTakeFirst();
    // A media-store key (decision 0041); records made before it hold an absolute path.
    const file =
      record?.file_path && path.isAbsolute(record.file_path)
        ? record.file_path
        : record?.file_path
          ? mediaStoreFor(deps.config.mediaDir).localFile(record.file_path)
          : null;
    if (!record || record.state !== 'ready' || record.expires_at !== check.expiresAt || !file || !fs.existsSync(file)) {
      return refuse(404, 'DOWNLOAD_LINK_INVALID');
    }
    const ascii = record.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', record.kind === 'compress' ? 'application/zip' : 'application/octet-stream')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(record.file_name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file));
  });
}

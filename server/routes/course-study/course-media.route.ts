import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { COURSE_MEDIA_PREFIX, verifyMediaQuery } from './media-signing';
import { parseRange } from './byte-range';

/** The committed demo media (seed keys `demo/...`); every other key lives in the media store. */
export const SEED_MEDIA_ROOT = path.resolve(import.meta.dirname, '../../db/seed/media');

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A key is a relative path of plain segments: no `..`, no hidden files, no backslashes. */
export function isSafeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/.test(key) &&
    key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

export function mediaFilePath(config: ServerConfig, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const root = key.startsWith('demo/') ? SEED_MEDIA_ROOT : path.resolve(config.mediaDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

function refuse(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(status === 403 ? 'Forbidden' : 'Not found');
}

/**
 * Course media behind signed, short-lived addresses (decision 0017), with HTTP Range support so
 * that a video can seek. Never lists a folder: only a signed key that names a file is served.
 */
export function registerCourseMedia(app: FastifyInstance, config: ServerConfig, clock: Clock): void {
  app.get(`${COURSE_MEDIA_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'] ?? '';
    if (!verifyMediaQuery(config.mediaSigningSecret, key, request.query as Record<string, unknown>, clock.now()))
      return refuse(reply, 403);
    const file = mediaFilePath(config, key);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return refuse(reply, 404);

    const size = stat.size;
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      // Private: the address is one learner's; it may be reused until it expires.
      .header('cache-control', 'private, max-age=300')
      .header('last-modified', stat.mtime.toUTCString());
    if ((request.query as Record<string, unknown>).dl === '1')
      reply.header('content-disposition', `attachment; filename="${path.basename(file)}"`);

    const header = request.headers.range;
    if (!header) {
      reply.header('content-length', String(size));
      return reply.status(200).send(fs.createReadStream(file));
    }
    const range = parseRange(header, size);
    if (!range) return reply.status(416).header('content-range', `bytes */${size}`).send();
    reply
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.status(206).send(fs.createReadStream(file, { start: range.start, end: range.end }));
  });
}

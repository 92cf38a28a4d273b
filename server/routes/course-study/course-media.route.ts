import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { mediaStoreFor, SEED_MEDIA_ROOT } from '../../lib/media-store';
import { COURSE_MEDIA_PREFIX, verifyMediaQuery } from './media-signing';

/** The committed demo media (seed keys `demo/...`); every other key lives in the media store. */
export { SEED_MEDIA_ROOT };

/** A key is a relative path of plain segments: no `..`, no hidden files, no backslashes. */
export function isSafeKey(key: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/.test(key) &&
    key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

/** The file of a course media key, through the media store (demo keys are the seed's own files). */
export function mediaFilePath(config: ServerConfig, key: string): string | null {
  return isSafeKey(key) ? mediaStoreFor(config.mediaDir).localFile(key) : null;
}

function refuse(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(status === 403 ? 'Forbidden' : 'Not found');
}

/**
 * Course media behind signed, short-lived addresses (decision 0017). Once the token checks,
 * @fastify/static's sendFile answers: Range (206, 416), conditional requests (ETag,
 * Last-Modified) and the MIME type by extension. Never lists a folder: only a signed key that
 * names a file is served.
 */
export function registerCourseMedia(app: FastifyInstance, config: ServerConfig, clock: Clock): void {
  // Registered without waiting (as Fastify plugins usually are): it loads in order when the app starts.
  app.register(async (scope) => {
    // serve: false — no routes of its own, only reply.sendFile for the route below (encapsulated here).
    await scope.register(fastifyStatic, { root: SEED_MEDIA_ROOT, serve: false, index: false, list: false });
    const sizes = new WeakMap<FastifyRequest, number>();
    // sendFile hands an unsatisfiable range over as an error: answer it as RFC 9110 asks (416 with
    // the size), not as the API's error envelope. Anything else goes to the app's error handler.
    scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      if (error.statusCode !== 416) throw error;
      return reply
        .status(416)
        .header('content-range', `bytes */${sizes.get(request) ?? '*'}`)
        .header('cache-control', 'no-store')
        .send();
    });
    scope.get(`${COURSE_MEDIA_PREFIX}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'] ?? '';
      if (!verifyMediaQuery(config.mediaSigningSecret, key, request.query as Record<string, unknown>, clock.now()))
        return refuse(reply, 403);
      const file = mediaFilePath(config, key);
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) return refuse(reply, 404);
      sizes.set(request, stat.size);

      reply
        .header('x-content-type-options', 'nosniff')
        // Private: the address is one learner's; it may be reused until it expires.
        .header('cache-control', 'private, max-age=300');
      if ((request.query as Record<string, unknown>).dl === '1')
        reply.header('content-disposition', `attachment; filename="${path.basename(file)}"`);
      const root = path.dirname(file);
      return reply.sendFile(path.basename(file), root, { cacheControl: false, dotfiles: 'deny' });
    });
  });
}

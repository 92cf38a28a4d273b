import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_QUERY, THUMBNAIL_WIDTHS } from '../protocol';
import type { ServerConfig } from './config';
import { MEDIA_URL_PREFIX, mediaStoreFor } from './lib/media-store';
import { isThumbnailWidth, thumbnailOf } from './lib/thumbnails';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serve uploaded media at /media/... from the media store (MEDIA_DIR, decision 0041). Names are
 * random, so a URL is the only way in; nosniff keeps a browser from treating a stored file as
 * anything but its type, and no directory is ever listed. An image asked for with `?w=` (one of
 * the spec's widths) is answered scaled down to that width (server/lib/thumbnails.ts).
 */
export async function registerMedia(app: FastifyInstance, config: ServerConfig): Promise<void> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const store = mediaStoreFor(config.mediaDir);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(MEDIA_URL_PREFIX)) return;
    const url = new URL(request.url, 'http://local');
    // The address as resolved (dot segments removed) must still be under /media/.
    if (!url.pathname.startsWith(MEDIA_URL_PREFIX)) return;
    const asked = url.searchParams.get(THUMBNAIL_QUERY);
    if (asked === null) return;
    const width = Number(asked);
    if (!/^\d+$/.test(asked) || !isThumbnailWidth(width)) {
      await reply
        .status(400)
        .type('text/plain')
        .send(`${THUMBNAIL_QUERY} must be one of ${THUMBNAIL_WIDTHS.join(', ')}`);
      return;
    }
    const relative = safeRelative(url.pathname.slice(MEDIA_URL_PREFIX.length));
    // Anything not a plain stored path falls through to the static route, which refuses it.
    if (!relative) return;
    const thumbnail = await thumbnailOf(store, relative, width);
    if (!thumbnail) return;
    await reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE)
      .type(thumbnail.mime)
      .send(thumbnail.body);
  });
  // Encapsulated: course media registers its own sendFile (course-media.route.ts).
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: config.mediaDir, serve: false, index: false, list: false });
    scope.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
      const relative = safeRelative((request.params as { '*': string })['*'] ?? '');
      // Seed media (demo/…) is course media: only its signed addresses serve it (course-media.route.ts).
      const file = relative && !relative.startsWith('demo/') ? store.localFile(relative) : null;
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) return reply.status(404).type('text/plain').send('Not found');
      reply.header('x-content-type-options', 'nosniff').header('cache-control', IMMUTABLE);
      return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false, dotfiles: 'deny' });
    });
  });
}

/** Plain segments only: no `..`, no hidden files (the thumbnail cache), no backslashes. */
function safeRelative(encoded: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\'))) return null;
  return path.posix.join(...segments);
}

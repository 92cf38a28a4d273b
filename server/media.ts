import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { MEDIA_URL_PREFIX } from './lib/media-store';

/**
 * Serve uploaded media at /media/... from MEDIA_DIR. Names are random, so a URL is the only
 * way in; nosniff keeps a browser from treating a stored file as anything but its type, and
 * no directory is ever listed.
 */
export async function registerMedia(app: FastifyInstance, config: ServerConfig): Promise<void> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (response) => {
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

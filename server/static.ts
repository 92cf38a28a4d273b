import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, LEGACY_ENTRY, REST_PREFIX } from '../protocol';
import type { ServerConfig } from './config';
import { portalContentSecurityPolicy } from './content-security-policy';
import { readHostConfig } from './routes/host/host-config';
import { AppError } from './pipeline/app-error';
import { resolveLanguage } from './pipeline/language';
import { errorEnvelope } from './pipeline/respond';

/**
 * Serve the built portal with a history-API fallback, and `/runtime-config.js`, which tells
 * the portal which gateway to call and which key to sign with (not a secret: see
 * docs/protocol.md). API paths that match no call get an error envelope, never the page.
 */
export async function registerPortal(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // Every portal page carries the policy (decision 0035): the session token is readable by the
  // page's scripts (spec 000 §3), so which scripts may run is what guards it.
  const csp = portalContentSecurityPolicy(config, readHostConfig(process.env, config.port));
  app.get('/runtime-config.js', async (_request, reply) => {
    const runtime = {
      apiBase: config.apiBase,
      appKey: config.appKey,
      defaultEid: 0,
      uploadBase: config.uploadBase,
      // Kiosk idle sign-out and detection (README "Hosts"), set by the environment of this server.
      kioskIdleSeconds: config.kioskIdleSeconds,
      kioskWarnSeconds: config.kioskWarnSeconds,
      kioskUserAgentToken: config.kioskUserAgentToken,
    };
    await reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__LP_CONFIG__ = ${JSON.stringify(runtime)};\n`);
  });

  const hasPortal = fs.existsSync(path.join(config.portalDir, 'index.html'));
  if (hasPortal) {
    // Wildcard mode: a missing file falls through to the not-found handler below (history fallback),
    // and the explicit /runtime-config.js route above wins over the wildcard.
    // preCompressed: the build writes .br and .gz copies (scripts/precompress.ts) and the browser's
    // accept-encoding picks one (so caches are told the answer varies by it). Chunks under /assets/
    // carry their content's hash in their names, so a browser may keep them for a year; a deploy
    // names its new chunks anew. Other files are checked on each use, as before.
    await app.register(fastifyStatic, {
      root: config.portalDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const fingerprinted = path.relative(config.portalDir, filePath).split(path.sep)[0] === 'assets';
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The service worker (decision 0036) is checked on every navigation: a deploy must replace it at once.
    app.get('/service-worker.js', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('service-worker.js', { cacheControl: false }),
    );
    // The site root is a portal route (it redirects to /index), not the portal folder's listing.
    const page = async (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').header('content-security-policy', csp).sendFile('index.html');
    app.get('/', page);
    // Explicit, so the page named by its file name carries the policy too (the wildcard would not).
    app.get('/index.html', page);
    // /login's own page (decision 0073): the sign-in card without the rest of the portal, which it
    // starts in the same document after signing in. A build without it serves the portal's page.
    const hasSignInPage = fs.existsSync(path.join(config.portalDir, 'login.html'));
    const signInPage = async (_request: unknown, reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .sendFile(hasSignInPage ? 'login.html' : 'index.html');
    app.get('/login', signInPage);
    app.get('/login.html', signInPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith(LEGACY_ENTRY) || pathname.startsWith(REST_PREFIX) || request.method !== 'GET') {
      const language = resolveLanguage(undefined, request.headers['accept-language']);
      await reply.status(404).send(errorEnvelope(new AppError(ErrorCode.NOT_FOUND), language));
      return;
    }
    if (!hasPortal) {
      await reply
        .status(404)
        .type('text/plain')
        .send('The portal is not built. Run `npm run build`, then restart the server.');
      return;
    }
    // Development pages and simulators not mounted (production) are gone, not a portal route; and
    // unknown file-like paths (with an extension) are real 404s. Everything else is a portal route.
    if (/^\/__(dev|sim)(\/|$)/.test(pathname)) {
      await reply.status(404).type('text/plain').send('Not found');
      return;
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      await reply.status(404).type('text/plain').send('Not found');
      return;
    }
    await reply.header('cache-control', 'no-cache').header('content-security-policy', csp).sendFile('index.html');
  });
}

import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode, installCryptoPrimitives } from '../protocol';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { guardTenantTables } from './db/tenant-scope';
import { NODE_PRIMITIVES } from './lib/node-crypto';
import { systemClock, type Clock } from './lib/clock';
import { redactingLogger } from './lib/log-redaction';
import { AppError } from './pipeline/app-error';
import { registerDispatch } from './pipeline/dispatch';
import { resolveLanguage } from './pipeline/language';
import { errorEnvelope } from './pipeline/respond';
import { buildRegistry } from './routes';
import { registerDevOutbox } from './routes/auth/dev-outbox';
import { registerMedia } from './media';
import { registerAdminGatewayPage } from './routes/account/admin-gateway-page';
import { registerScanLoginSimulator } from './routes/account/scan-login-simulator';
import { registerHostDevRoutes } from './routes/host/host-dev';
import { registerPortal } from './static';
import { registerExamSweep } from './routes/exams/overdue-sweep';
import { registerCertificateSweep } from './routes/certificates';
import { AI_SIM_PREFIX, registerAiSimulator } from './providers/ai/openai-simulator';

export interface AppDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Build the server without listening: main.ts listens, tests call `inject()`. */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  // Everything the app runs goes through the guarded handle: a query on a tenant table must be
  // scoped (ctx.db, forTenant) or named cross-tenant (decision 0033), or it fails.
  const deps = { ...appDeps, db: guardTenantTables(appDeps.db) };
  // Signing and sealing in native code on the server (the portal keeps the JavaScript ones).
  installCryptoPrimitives(NODE_PRIMITIVES);
  const app = Fastify({
    // No token, code, password, signature or sealed parameter ever reaches a log line (issue 17.5).
    logger: redactingLogger(deps.logger, deps.config.logLevel),
    // X-Forwarded-For only from the proxies TRUST_PROXY names; otherwise request.ip is the peer (issue 17.3).
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  });
  await app.register(formbody);
  // Upload calls read their parts themselves, with each call's own limits (pipeline/multipart.ts).
  await app.register(multipart);
  await registerMedia(app, deps.config);
  (await import('./routes/course-study/course-media.route')).registerCourseMedia(
    app,
    deps.config,
    deps.clock ?? systemClock,
  );
  (await import('./routes/course-social/download-link.route')).registerDownloadLinks(app, {
    db: deps.db,
    config: deps.config,
    clock: deps.clock ?? systemClock,
  });

  // Anything Fastify itself refuses (bad content type, unparsable body, too large) still
  // answers with the protocol's error envelope.
  app.setErrorHandler(async (error, request, reply) => {
    const language = resolveLanguage(undefined, request.headers['accept-language']);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.warn({ code: (error as { code?: string }).code }, 'request refused before dispatch');
    const code = status >= 500 ? ErrorCode.INTERNAL : ErrorCode.ENVELOPE_MALFORMED;
    await reply.status(status >= 500 ? 500 : 400).send(errorEnvelope(new AppError(code), language));
  });

  const registry = buildRegistry(deps.config);
  registerDispatch(app, { db: deps.db, config: deps.config, clock: deps.clock ?? systemClock, registry });
  registerExamSweep(app, { db: deps.db, clock: deps.clock ?? systemClock });
  registerCertificateSweep(app, { db: deps.db, clock: deps.clock ?? systemClock });
  if (deps.config.exposeOutbox) registerDevOutbox(app, deps.db);
  registerAdminGatewayPage(app);
  if (deps.config.devTools) registerScanLoginSimulator(app, { db: deps.db, clock: deps.clock ?? systemClock });
  // The OpenAI-compatible loopback endpoint: AI_BASE_URL=http://127.0.0.1:<port>/__sim/openai/v1 with AI_API_KEY=sim-key drives the real client.
  if (deps.config.devTools) registerAiSimulator(app, { prefix: AI_SIM_PREFIX, apiKey: 'sim-key' });
  // Live rooms: the providers (or their loopback simulators with the HLS stream) and the rooms' event stream (decision 0052).
  (await import('./routes/live')).registerLiveServer(app, {
    db: deps.db,
    config: deps.config,
    clock: deps.clock ?? systemClock,
  });
  // Administrators' statistics files behind a signed, short-lived link (decision 0056).
  (await import('./routes/admin-statistics')).registerStatisticsExport(app, {
    db: deps.db,
    config: deps.config,
    clock: deps.clock ?? systemClock,
  });
  registerHostDevRoutes(app, { config: deps.config, clock: deps.clock ?? systemClock, db: deps.db });
  await registerPortal(app, deps.config);
  return app;
}

import os from 'node:os';
import path from 'node:path';
import { DEFAULT_APP_KEY } from '../protocol';

/** Everything the server reads from its environment, in one place (README lists each). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Signing and AES key material; must match the portal's runtime config `appKey`. */
  appKey: string;
  /** Enterprise used when a request names none (eid 0) and its host name maps to none. */
  defaultEid: number;
  /** Gateway base the served portal calls; empty means this server. */
  apiBase: string;
  /** Built portal to serve; absent means API only. */
  portalDir: string;
  logLevel: string;
  /** Login attempts allowed per account and address in the window below. */
  loginAttemptLimit: number;
  loginAttemptWindowMs: number;
  /** Serve GET /__dev/outbox (the loopback SMS outbox); default on unless NODE_ENV=production. */
  exposeOutbox: boolean;
  /** Development pages and simulators (never in production): the enterprise scan-login simulator, … */
  devTools: boolean;
  /** Least time between two verification codes to one phone (spec 001 §5 "request too frequent"). */
  codeResendIntervalMs: number;
  /** Where uploaded media is stored (served at /media/...); a temp folder for an in-memory database. */
  mediaDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:./data/portal.db',
    appKey: env.PROTOCOL_APP_KEY ?? DEFAULT_APP_KEY,
    defaultEid: Number(env.DEFAULT_EID ?? 1),
    apiBase: env.API_BASE ?? '',
    portalDir: path.resolve(env.PORTAL_DIR ?? 'dist/portal'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginAttemptLimit: Number(env.LOGIN_ATTEMPT_LIMIT ?? 10),
    loginAttemptWindowMs: Number(env.LOGIN_ATTEMPT_WINDOW_MS ?? 15 * 60 * 1000),
    codeResendIntervalMs: Number(env.CODE_RESEND_INTERVAL_MS ?? 60_000),
    devTools: env.NODE_ENV !== 'production',
    exposeOutbox: env.EXPOSE_OUTBOX !== undefined ? env.EXPOSE_OUTBOX === 'true' : env.NODE_ENV !== 'production',
    mediaDir: path.resolve(env.MEDIA_DIR ?? (/:memory:$/.test(env.DATABASE_URL ?? '') ? path.join(os.tmpdir(), 'learning-portal-media') : './data/media')),
  };
}

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ACTIVITY_LIMITS, DEFAULT_APP_KEY } from '../protocol';
import { flag, httpUrl, matching, proxyList, text, wholeNumber } from './config-fields';

/** Everything the server reads from its environment, in one place (README lists each). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * WORKERS=N (default 1): N server processes share PORT (node:cluster, server/cluster.ts). The
   * first process migrates and seeds once, then forks N workers, restarts one that dies and stops
   * them all on SIGTERM. Everything that must agree between them lives in the database (decision
   * 0041), so N > 1 needs a shared database (a SQLite file or PostgreSQL, not sqlite::memory:) and
   * every process the same PROTOCOL_APP_KEY and MEDIA_SIGNING_SECRET (the workers of one WORKERS run
   * are handed one secret when none is set). Several machines: run one such command on each.
   */
  workers: number;
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
  /** Failed sign-ins allowed per address (across accounts and enterprises) in the same window. */
  loginAddressAttemptLimit: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDR ranges); empty = none,
   * so the address that limits count is the connecting one and a client cannot name its own.
   */
  trustProxy: string[];
  /** Serve GET /__dev/outbox (the loopback SMS outbox); default on unless NODE_ENV=production. */
  exposeOutbox: boolean;
  /** Check every answer against its declared schema (protocol/calls); on unless NODE_ENV=production. */
  checkAnswers: boolean;
  /** Development pages and simulators (never in production): the enterprise scan-login simulator, … */
  devTools: boolean;
  /** Least time between two verification codes to one phone (spec 001 §5 "request too frequent"). */
  codeResendIntervalMs: number;
  /** Seconds one activity sign-in QR code lasts before the organiser's screen shows the next (decision 0047). */
  activityQrRotateSeconds: number;
  /** Code sends an hour, per phone, before a slider check is asked for (decision 0037). */
  sliderFreeSendsPerPhone: number;
  /** The same per address (offices share one; the e2e server raises it: all its traffic is one address). */
  sliderFreeSendsPerAddress: number;
  /** Where uploaded media is stored (served at /media/...); a temp folder for an in-memory database. */
  mediaDir: string;
  /** HMAC secret of signed course-media URLs and document preview tokens (decision 0017); set it when several processes serve. */
  mediaSigningSecret: string;
  /** How long a signed course-media URL stays valid. */
  mediaUrlTtlMs: number;
  /** Seconds between two study heartbeats of the portal; the server credits at most this plus a little slack per beat. */
  studyHeartbeatSeconds: number;
  /** Least credited seconds before a document, text, image or link chapter counts as finished. */
  studyMinReadSeconds: number;
  /** Largest chunk of a micro-course upload (decision 0020); small files go in smaller chunks. */
  microCourseChunkBytes: number;
  /** OpenAI-compatible endpoint for AI essay grading (AI_BASE_URL, e.g. https://api.openai.com/v1); empty = the local simulator (decision 0028). */
  aiBaseUrl: string;
  /** Bearer key of that endpoint (AI_API_KEY). */
  aiApiKey: string;
  /** Chat model asked to grade (AI_MODEL). */
  aiModel: string;
  /** Longest wait for one essay's AI verdict before it counts as "AI scoring failed" (AI_TIMEOUT_MS). */
  aiTimeoutMs: number;
  /** Face verification provider (FACE_BASE_URL); empty = the local simulator (decision 0028). */
  faceBaseUrl: string;
  /** Bearer key of the face provider (FACE_KEY). */
  faceKey: string;
  /** Longest wait for one face verdict (FACE_TIMEOUT_MS). */
  faceTimeoutMs: number;
  /** NODE_ENV=production: no demo data, development pages or simulators, and the secrets below are required. */
  production: boolean;
  /** Seed the demo data set into an empty database (SEED_DEMO; on unless NODE_ENV=production). */
  seedDemo: boolean;
  /** The first enterprise and its administrator, created in an empty production database (BOOTSTRAP_*). */
  bootstrap: BootstrapConfig | null;
  /** Spec 000 §7: a dedicated host the portal sends uploads to (UPLOAD_BASE); empty = the gateway. */
  uploadBase: string;
  /** Kiosk: seconds without input before a session ends (KIOSK_IDLE_SECONDS; served in /runtime-config.js). */
  kioskIdleSeconds: number;
  /** Kiosk: seconds of visible countdown before that sign-out (KIOSK_WARN_SECONDS). */
  kioskWarnSeconds: number;
  /** User-agent token that marks a kiosk client (KIOSK_USER_AGENT_TOKEN). */
  kioskUserAgentToken: string;
}

/** What a real empty install needs to be usable: one enterprise with one super administrator. */
export interface BootstrapConfig {
  enterpriseName: string;
  adminAccount: string;
  adminPassword: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the server reads (README "Configuration" lists them), checked in one pass. */
const envSchema = z.object({
  NODE_ENV: text,
  PORT: wholeNumber('PORT', 8080, 1, 65535),
  HOST: text,
  WORKERS: wholeNumber('WORKERS', 1, 1, 64),
  DATABASE_URL: matching(
    'DATABASE_URL',
    (raw) => /^(sqlite:|file:|postgres(ql)?:\/\/).+/.test(raw),
    'sqlite:<file>, sqlite::memory: or postgres://…',
  ),
  PROTOCOL_APP_KEY: text,
  DEFAULT_EID: wholeNumber('DEFAULT_EID', 1, 0),
  API_BASE: text,
  PORTAL_DIR: text,
  LOG_LEVEL: matching(
    'LOG_LEVEL',
    (raw) => (LOG_LEVELS as readonly string[]).includes(raw),
    `one of ${LOG_LEVELS.join(', ')}`,
  ),
  LOGIN_ATTEMPT_LIMIT: wholeNumber('LOGIN_ATTEMPT_LIMIT', 10, 1),
  LOGIN_ATTEMPT_WINDOW_MS: wholeNumber('LOGIN_ATTEMPT_WINDOW_MS', 15 * 60 * 1000, 1000),
  LOGIN_ADDRESS_ATTEMPT_LIMIT: wholeNumber('LOGIN_ADDRESS_ATTEMPT_LIMIT', 50, 1),
  TRUST_PROXY: proxyList('TRUST_PROXY'),
  CODE_RESEND_INTERVAL_MS: wholeNumber('CODE_RESEND_INTERVAL_MS', 60_000, 0),
  // At least 2 s: a phone must have time to scan; the end-to-end server shortens the default 20 s.
  ACTIVITY_QR_ROTATE_SECONDS: wholeNumber('ACTIVITY_QR_ROTATE_SECONDS', ACTIVITY_LIMITS.qrRotateSeconds, 2, 3600),
  SLIDER_FREE_SENDS_PER_PHONE: wholeNumber('SLIDER_FREE_SENDS_PER_PHONE', 3, 1),
  SLIDER_FREE_SENDS_PER_ADDRESS: wholeNumber('SLIDER_FREE_SENDS_PER_ADDRESS', 10, 1),
  EXPOSE_OUTBOX: flag('EXPOSE_OUTBOX'),
  MEDIA_DIR: text,
  // Never echo a secret back: only its length.
  MEDIA_SIGNING_SECRET: matching('MEDIA_SIGNING_SECRET', (raw) => raw.length >= 16, 'at least 16 characters', false),
  MEDIA_URL_TTL_MS: wholeNumber('MEDIA_URL_TTL_MS', 2 * 60 * 60 * 1000, 1000),
  STUDY_HEARTBEAT_SECONDS: wholeNumber('STUDY_HEARTBEAT_SECONDS', 15, 1, 3600),
  STUDY_MIN_READ_SECONDS: wholeNumber('STUDY_MIN_READ_SECONDS', 10, 0),
  MICRO_COURSE_CHUNK_BYTES: wholeNumber('MICRO_COURSE_CHUNK_BYTES', 4 * 1024 * 1024, 1024),
  AI_BASE_URL: httpUrl('AI_BASE_URL'),
  AI_API_KEY: text,
  AI_MODEL: text,
  AI_TIMEOUT_MS: wholeNumber('AI_TIMEOUT_MS', 30_000, 1),
  FACE_BASE_URL: httpUrl('FACE_BASE_URL'),
  FACE_KEY: text,
  FACE_TIMEOUT_MS: wholeNumber('FACE_TIMEOUT_MS', 10_000, 1),
  SEED_DEMO: flag('SEED_DEMO'),
  BOOTSTRAP_ENTERPRISE_NAME: text,
  BOOTSTRAP_ADMIN_ACCOUNT: matching(
    'BOOTSTRAP_ADMIN_ACCOUNT',
    (raw) => /^[A-Za-z0-9_.@-]{2,64}$/.test(raw),
    '2 to 64 letters, digits or _.@-',
  ),
  BOOTSTRAP_ADMIN_PASSWORD: matching(
    'BOOTSTRAP_ADMIN_PASSWORD',
    (raw) => raw.length >= 8,
    'at least 8 characters',
    false,
  ),
  UPLOAD_BASE: httpUrl('UPLOAD_BASE'),
  // The portal's own defaults (src/app/kiosk-idle-sign-out.tsx, host-adapters/detect.ts).
  KIOSK_IDLE_SECONDS: wholeNumber('KIOSK_IDLE_SECONDS', 120, 10, 86_400),
  KIOSK_WARN_SECONDS: wholeNumber('KIOSK_WARN_SECONDS', 30, 1, 86_400),
  KIOSK_USER_AGENT_TOKEN: matching(
    'KIOSK_USER_AGENT_TOKEN',
    (raw) => /^[\x21-\x7e]{1,64}$/.test(raw),
    '1 to 64 visible ASCII characters without spaces',
  ),
});

/**
 * Production refuses to start without its secrets, naming every missing one at once: the
 * defaults (the published app key, a per-process random media secret) only suit a demo.
 */
function missingProductionSecrets(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const missing: string[] = [];
  if (!e.PROTOCOL_APP_KEY) missing.push('PROTOCOL_APP_KEY');
  if (!e.MEDIA_SIGNING_SECRET) missing.push('MEDIA_SIGNING_SECRET');
  if (e.AI_BASE_URL && !e.AI_API_KEY) missing.push('AI_API_KEY (AI_BASE_URL is set)');
  if (e.FACE_BASE_URL && !e.FACE_KEY) missing.push('FACE_KEY (FACE_BASE_URL is set)');
  if (missing.length > 0) problems.push(`NODE_ENV=production needs these secrets set: ${missing.join(', ')}`);
  if (e.PROTOCOL_APP_KEY === DEFAULT_APP_KEY)
    problems.push('PROTOCOL_APP_KEY must not be the published demo key in production');
  return problems;
}

/** The environment is wrong: every problem found, one per line, so they can all be fixed at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Read and check the environment once; throws ConfigError listing every problem. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems = [
    ...(production ? missingProductionSecrets(e) : []),
    ...bootstrapProblems(e),
    ...(e.WORKERS > 1 && /:memory:$/.test(e.DATABASE_URL ?? '')
      ? ['WORKERS above 1 needs a database the processes share: sqlite:<file> or postgres://… (not sqlite::memory:)']
      : []),
    ...(e.KIOSK_WARN_SECONDS >= e.KIOSK_IDLE_SECONDS
      ? [`KIOSK_WARN_SECONDS must be less than KIOSK_IDLE_SECONDS (${e.KIOSK_IDLE_SECONDS})`]
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const databaseUrl = e.DATABASE_URL ?? 'sqlite:./data/portal.db';
  return {
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    workers: e.WORKERS,
    databaseUrl,
    appKey: e.PROTOCOL_APP_KEY ?? DEFAULT_APP_KEY,
    defaultEid: e.DEFAULT_EID,
    apiBase: e.API_BASE ?? '',
    portalDir: path.resolve(e.PORTAL_DIR ?? 'dist/portal'),
    logLevel: e.LOG_LEVEL ?? 'info',
    loginAttemptLimit: e.LOGIN_ATTEMPT_LIMIT,
    loginAttemptWindowMs: e.LOGIN_ATTEMPT_WINDOW_MS,
    loginAddressAttemptLimit: e.LOGIN_ADDRESS_ATTEMPT_LIMIT,
    trustProxy: e.TRUST_PROXY,
    codeResendIntervalMs: e.CODE_RESEND_INTERVAL_MS,
    activityQrRotateSeconds: e.ACTIVITY_QR_ROTATE_SECONDS,
    sliderFreeSendsPerPhone: e.SLIDER_FREE_SENDS_PER_PHONE,
    sliderFreeSendsPerAddress: e.SLIDER_FREE_SENDS_PER_ADDRESS,
    devTools: !production,
    checkAnswers: !production,
    exposeOutbox: e.EXPOSE_OUTBOX ?? !production,
    mediaDir: path.resolve(
      e.MEDIA_DIR ?? (/:memory:$/.test(databaseUrl) ? path.join(os.tmpdir(), 'learning-portal-media') : './data/media'),
    ),
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    mediaUrlTtlMs: e.MEDIA_URL_TTL_MS,
    studyHeartbeatSeconds: e.STUDY_HEARTBEAT_SECONDS,
    studyMinReadSeconds: e.STUDY_MIN_READ_SECONDS,
    microCourseChunkBytes: e.MICRO_COURSE_CHUNK_BYTES,
    aiBaseUrl: e.AI_BASE_URL,
    aiApiKey: e.AI_API_KEY ?? '',
    aiModel: e.AI_MODEL ?? 'gpt-4o-mini',
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    faceBaseUrl: e.FACE_BASE_URL,
    faceKey: e.FACE_KEY ?? '',
    faceTimeoutMs: e.FACE_TIMEOUT_MS,
    production,
    seedDemo: e.SEED_DEMO ?? !production,
    bootstrap:
      e.BOOTSTRAP_ENTERPRISE_NAME && e.BOOTSTRAP_ADMIN_ACCOUNT && e.BOOTSTRAP_ADMIN_PASSWORD
        ? {
            enterpriseName: e.BOOTSTRAP_ENTERPRISE_NAME,
            adminAccount: e.BOOTSTRAP_ADMIN_ACCOUNT,
            adminPassword: e.BOOTSTRAP_ADMIN_PASSWORD,
          }
        : null,
    uploadBase: e.UPLOAD_BASE,
    kioskIdleSeconds: e.KIOSK_IDLE_SECONDS,
    kioskWarnSeconds: e.KIOSK_WARN_SECONDS,
    kioskUserAgentToken: e.KIOSK_USER_AGENT_TOKEN ?? 'LearningPortalKiosk',
  };
}

/** The three BOOTSTRAP_* variables go together: some but not all is a mistake worth stopping for. */
function bootstrapProblems(e: z.infer<typeof envSchema>): string[] {
  const names = ['BOOTSTRAP_ENTERPRISE_NAME', 'BOOTSTRAP_ADMIN_ACCOUNT', 'BOOTSTRAP_ADMIN_PASSWORD'] as const;
  const missing = names.filter((name) => !e[name]);
  return missing.length > 0 && missing.length < names.length
    ? [`${missing.join(', ')} must be set together with the other BOOTSTRAP_* variables`]
    : [];
}

/** For the command-line entries: the configuration, or every problem on stderr and exit code 1. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

import { randomBytes } from 'node:crypto';
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
  /** Check every answer against its declared schema (protocol/calls); on unless NODE_ENV=production. */
  checkAnswers: boolean;
  /** Development pages and simulators (never in production): the enterprise scan-login simulator, … */
  devTools: boolean;
  /** Least time between two verification codes to one phone (spec 001 §5 "request too frequent"). */
  codeResendIntervalMs: number;
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
    checkAnswers: env.NODE_ENV !== 'production',
    exposeOutbox: env.EXPOSE_OUTBOX !== undefined ? env.EXPOSE_OUTBOX === 'true' : env.NODE_ENV !== 'production',
    mediaDir: path.resolve(
      env.MEDIA_DIR ??
        (/:memory:$/.test(env.DATABASE_URL ?? '') ? path.join(os.tmpdir(), 'learning-portal-media') : './data/media'),
    ),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    mediaUrlTtlMs: Number(env.MEDIA_URL_TTL_MS ?? 2 * 60 * 60 * 1000),
    studyHeartbeatSeconds: Number(env.STUDY_HEARTBEAT_SECONDS ?? 15),
    studyMinReadSeconds: Number(env.STUDY_MIN_READ_SECONDS ?? 10),
    microCourseChunkBytes: Number(env.MICRO_COURSE_CHUNK_BYTES ?? 4 * 1024 * 1024),
    aiBaseUrl: env.AI_BASE_URL ?? '',
    aiApiKey: env.AI_API_KEY ?? '',
    aiModel: env.AI_MODEL ?? 'gpt-4o-mini',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS ?? 30_000),
    faceBaseUrl: env.FACE_BASE_URL ?? '',
    faceKey: env.FACE_KEY ?? '',
    faceTimeoutMs: Number(env.FACE_TIMEOUT_MS ?? 10_000),
  };
}

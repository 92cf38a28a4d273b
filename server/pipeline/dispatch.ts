import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import {
  ErrorCode,
  LEGACY_ENTRY,
  REST_PREFIX,
  callFromRequest,
  httpStatusFor,
  requestIsEncrypted,
  responseIsEncrypted,
  sealResponse,
  type Language,
} from '../../protocol';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { parseStringList } from '../lib/json-list';
import { presentUser } from './present-user';
import { crossTenant, forTenant } from '../db/tenant-scope';
import { enforceCallAccess } from './access';
import { AppError } from './app-error';
import type { CallContext, CallRegistry } from './call-registry';
import { refuseNulCharacters } from './nul-characters';
import { describeInputProblems, enterpriseLanguage, inputErrorLocale, resolveLanguage } from './language';
import { assertSignedFiles, readMultipart } from './multipart';
import { ReplayGuard } from './replay-guard';
import { resolveEnterprise } from './resolve-tenant';
import { resolveSession } from './resolve-session';
import { errorEnvelope, successEnvelope } from './respond';
import { flattenParams, verifyRequest } from './verify-request';

export interface DispatchDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  registry: CallRegistry;
}

/**
 * Every call of both styles enters here and passes the same gates in the same order:
 * find the call → verify the envelope (shape, header token, time, signature, replay,
 * decryption) → resolve the enterprise and the session → enforce access → validate input
 * → run the handler → wrap (and seal) the response. Nothing is read or written before
 * the request is verified.
 */
export function registerDispatch(app: FastifyInstance, deps: DispatchDeps): void {
  // Seen signatures live in the database, so a restart or a second process refuses a replay too.
  const replayGuard = new ReplayGuard(deps.db);
  // One handle for the process, so the session's statement is compiled once (resolve-session.ts).
  const sessionDb = crossTenant(deps.db);

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let language: Language = resolveLanguage(undefined, request.headers['accept-language']);
    let flags: string[] = [];
    let call: string | null = null;
    try {
      const query = request.query as Record<string, unknown>;
      call = callFromRequest(pathnameOf(request.url), typeof query.r === 'string' ? query.r : undefined);
      const definition = call ? deps.registry.get(call) : undefined;
      if (!call || !definition) throw new AppError(ErrorCode.NOT_FOUND);
      if (definition.method === 'POST' && request.method !== 'POST') throw new AppError(ErrorCode.ENVELOPE_MALFORMED);

      const { r: _route, ...queryParams } = query;
      // Upload calls take a multipart body: its text parts are the form fields, its files are signed by digest.
      const multipart =
        request.isMultipart() && definition.upload ? await readMultipart(request, definition.upload) : null;
      if (request.isMultipart() && !multipart) throw new AppError(ErrorCode.ENVELOPE_MALFORMED);
      const raw = flattenParams(
        queryParams,
        request.method === 'POST' ? (multipart?.fields ?? request.body ?? {}) : undefined,
      );
      // Even a refused request is answered in the language it asked for.
      language = resolveLanguage(raw.language, request.headers['accept-language']);
      refuseNulCharacters(raw, language);
      if (multipart?.error) throw multipart.error;
      const now = deps.clock.now();
      const host = request.headers.host ?? '';
      // The enterprise decides which calls are sealed, so it is looked up from the (not yet
      // trusted) eid first; nothing is written and nothing returned before verification.
      const eid = /^\d{1,10}$/.test(raw.eid ?? '') ? Number(raw.eid) : 0;
      const enterprise = await resolveEnterprise(deps.db, eid, host, deps.config.defaultEid);
      // Language switching turned off: the enterprise is answered in Chinese (spec 000 §4).
      language = enterpriseLanguage(language, enterprise);
      flags = enterprise ? parseStringList(enterprise.is_alpha) : [];
      const verified = await verifyRequest({
        call,
        raw,
        headerToken: typeof request.headers.token === 'string' ? request.headers.token : undefined,
        appKey: deps.config.appKey,
        now,
        replayGuard,
        mustBeSealed: requestIsEncrypted(call, flags),
      });
      if (!enterprise && definition.tenant !== 'optional') throw new AppError(ErrorCode.ENTERPRISE_NOT_FOUND);
      // A sealed call's parameters are only readable now.
      refuseNulCharacters(verified.params, language);

      if (multipart) assertSignedFiles(multipart.files, verified.params);
      // A session belongs to its user's enterprise, which need not be the one called (a member
      // opening another organisation's public course): it is found across enterprises.
      const { user, refusal } = await resolveSession(sessionDb, verified.envelope.token, verified.envelope.userid, now);
      // A member-only call made with a session ended elsewhere (forced offline) or of a blocked user says why.
      if (!user && refusal && definition.access !== 'public')
        throw new AppError(ErrorCode.UNAUTHORIZED, { reason: refusal });
      enforceCallAccess(call, definition.access, enterprise, user, now, refusal);
      // zod words its messages in the caller's language (zod's own zh-CN, zh-TW and en locales).
      const input = definition.input.safeParse(verified.params, {
        error: inputErrorLocale(language),
        reportInput: true,
      });
      if (!input.success) {
        throw new AppError(ErrorCode.INVALID_INPUT, {
          data: { fields: input.error.issues.map((i) => i.path.join('.')) },
          message: describeInputProblems(input.error.issues, language),
        });
      }

      const ctx: CallContext = {
        // The one tenant scope: every query of the handler reads and writes this enterprise's rows only.
        db: forTenant(deps.db, enterprise?.id ?? 0),
        config: deps.config,
        clock: deps.clock,
        log: request.log,
        call,
        envelope: verified.envelope,
        language,
        enterprise,
        user,
        token: user ? verified.envelope.token : null,
        ip: request.ip,
        host,
        files: multipart?.files ?? [],
      };
      const result = await definition.handler(ctx, input.data);
      if (deps.config.checkAnswers && definition.output) assertAnswerMatches(call, definition.output, result.data);
      const userinfo =
        result.userinfo !== undefined ? result.userinfo : user && ctx.token ? presentUser(user, ctx.token) : null;
      const envelope = { ...successEnvelope(result.data, userinfo), ...pick(result) };
      const sealed = sealResponse(envelope, deps.config.appKey, responseIsEncrypted(call, flags));
      await reply.status(httpStatusFor(envelope.code)).send(sealed);
    } catch (error) {
      const appError = error instanceof AppError ? error : null;
      if (!appError) request.log.error({ err: error, call }, 'call failed');
      const refused = appError ?? new AppError(ErrorCode.INTERNAL);
      if (refused.code >= 40010 && refused.code <= 40015) {
        request.log.warn({ call, code: refused.code, ip: request.ip }, 'request refused by protocol check');
      }
      await reply.status(httpStatusFor(refused.code)).send(errorEnvelope(refused, language));
    }
  }

  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: LEGACY_ENTRY, handler: handle });
    app.route({ method, url: `${REST_PREFIX}/*`, handler: handle });
  }
}

/** Segments of letters, digits, `_`, `-` and `.` (not `.` or `..`): a path the URL parser returns unchanged. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.-]+)+\/?$/;

/**
 * The request's path as the URL parser reads it (dot segments resolved, percent-escapes kept).
 * Every path the portal sends is plain and is taken as it is; anything else goes through the
 * parser (issue 28: building a URL object was 1 % of the enterprise call).
 */
export function pathnameOf(target: string): string {
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  return PLAIN_PATH.test(path) ? path : new URL(target, 'http://local').pathname;
}

/**
 * Outside production every answer of a declared call is checked against its schema, so a server
 * that drifts from the contract the portal checks fails its own tests instead of the portal.
 */
function assertAnswerMatches(call: string, output: ZodType, data: unknown): void {
  const checked = output.safeParse(data);
  if (checked.success) return;
  const detail = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`answer of ${call} does not match its declaration: ${detail}`);
}

function pick(result: { status?: 'Y' | 'N'; code?: number; msg?: string }) {
  const out: { status?: 'Y' | 'N'; code?: number; msg?: string } = {};
  if (result.status) out.status = result.status;
  if (result.code !== undefined) out.code = result.code;
  if (result.msg !== undefined) out.msg = result.msg;
  return out;
}

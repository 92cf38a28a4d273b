import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Keeps secrets out of the server log (issue 17.5). The spec's GET calls carry the session token,
 * the signature and sealed parameters in the query string, and host sign-ins carry one-time codes
 * and tickets there too: the request line is logged with those values replaced. Objects a
 * handler logs have their secret fields censored by pino's redaction paths.
 */
export const REDACTED = '[redacted]';

/** Query keys whose values never reach the log: tokens, codes, passwords, signatures, sealed data, tickets, phones. */
const SECRET_KEY =
  /token|pass(word)?|pwd|code|sign|^sig$|secret|ticket|auth|_requestdata|apikey|api_key|session|cookie|phone|captcha|mobile/i;
/** A signed token in a path (course media, download links): `<base64url body>.<base64url mac>`. */
const SIGNED_SEGMENT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}$/;

/** The request target with every secret value replaced; keys stay, so a log still says what was asked. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const pathname = mark < 0 ? url : url.slice(0, mark);
  const safePath = pathname
    .split('/')
    .map((segment) => (SIGNED_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (mark < 0) return safePath;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        return `${pair.slice(0, eq)}=${REDACTED}`;
      }
      if (SECRET_KEY.test(key)) return `${pair.slice(0, eq)}=${REDACTED}`;
      return `${pair.slice(0, eq)}=${redactNestedUrl(pair.slice(eq + 1))}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** A value that is itself an address (`_requestPageUrl`, `backUrl`): a sign-in page's ticket hides there. */
function redactNestedUrl(raw: string): string {
  let value: string;
  try {
    value = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
  if (!value.includes('?')) return raw;
  const redacted = redactUrl(value);
  return redacted === value ? raw : encodeURIComponent(redacted);
}

/**
 * Fields censored wherever a log call passes them at the top level or one level down (pino
 * paths): what a handler or provider might log about a request, a person or a message.
 */
const SECRET_FIELDS = [
  'token',
  'password',
  'newPassword',
  'oldPassword',
  'code',
  'authCode',
  'ticket',
  'sign',
  '_requestSign',
  '_requestData',
  'signature',
  'secret',
  'recipient',
  'phone',
  'body',
  'query',
  'params',
  'headers',
];
export const REDACT_PATHS = [
  // `code` is left out: the server logs protocol error codes (and `err.code`) under it.
  ...SECRET_FIELDS.filter((f) => f !== 'code'),
  ...SECRET_FIELDS.filter((f) => f !== 'code').map((f) => `*.${f}`),
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
];

/** The request as logged: Fastify's default fields, with the target redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options of the server: level (or a caller's own options, e.g. a test's stream) plus
 * redaction. `false` stays off. A person's code travels as `authCode`, in a query string or in a
 * body (all redacted), never as a logged `code`.
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'] | undefined,
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger !== null ? logger : { level };
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...(base as { serializers?: object }).serializers, req: serializeRequest as never },
  } as FastifyServerOptions['logger'];
}

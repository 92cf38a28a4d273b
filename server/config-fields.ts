import { isIP } from 'node:net';
import { z } from 'zod';

/*
 * The field types of the server's environment (server/config.ts): each turns the raw text of one
 * variable into its value or a message naming the variable and what it must be.
 */

/** Unset and empty are the same: the default applies (an empty `PORT=` in a compose file is not port 0). */
export const text = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));

export function wholeNumber(name: string, fallback: number, min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return text.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    ctx.addIssue({
      code: 'custom',
      message:
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be a whole number of at least ${min} (got ${JSON.stringify(raw)})`
          : `${name} must be a whole number between ${min} and ${max} (got ${JSON.stringify(raw)})`,
    });
    return z.NEVER;
  });
}

export function flag(name: string) {
  return text.transform((raw, ctx) => {
    if (raw === undefined || raw === 'true' || raw === 'false') return raw === undefined ? undefined : raw === 'true';
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got ${JSON.stringify(raw)})` });
    return z.NEVER;
  });
}

export function httpUrl(name: string) {
  return text.transform((raw, ctx) => {
    if (raw === undefined) return '';
    if (/^https?:\/\/[^\s/]+/.test(raw) && URL.canParse(raw)) return raw;
    ctx.addIssue({ code: 'custom', message: `${name} must be an http(s) address (got ${JSON.stringify(raw)})` });
    return z.NEVER;
  });
}

export function matching(name: string, ok: (raw: string) => boolean, expectation: string, showValue = true) {
  return text.transform((raw, ctx) => {
    if (raw === undefined || ok(raw)) return raw;
    const got = showValue ? JSON.stringify(raw) : `${raw.length} characters`;
    ctx.addIssue({ code: 'custom', message: `${name} must be ${expectation} (got ${got})` });
    return z.NEVER;
  });
}

/** proxy-addr's names for well-known ranges, accepted in TRUST_PROXY as Fastify accepts them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of proxy addresses or CIDR ranges; unset means trust no proxy. */
export function proxyList(name: string) {
  return text.transform((raw, ctx) => {
    if (raw === undefined) return [];
    const entries = raw.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a comma-separated list of IP addresses or CIDR ranges (got ${wrong.map((w) => JSON.stringify(w)).join(', ')})`,
    });
    return z.NEVER;
  });
}

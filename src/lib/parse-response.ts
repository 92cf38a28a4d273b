import type { ZodType } from 'zod';
import { ApiError, CLIENT_ERROR_CODE } from './api-client';

/**
 * Check a gateway's answer against its protocol schema. The schema (and zod with it) loads on
 * first use, so response checks never weigh on the start-up chunk. A shape that does not match
 * is an `invalid-response` error, like unreadable JSON.
 */
export async function parseResponse<T>(loadSchema: () => Promise<ZodType<T>>, data: unknown): Promise<T> {
  return parseWith(await loadSchema(), data);
}

/** The same check with a schema already at hand (areas whose chunk loads zod anyway). */
export function parseWith<T>(schema: ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

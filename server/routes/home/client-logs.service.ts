import { clientLogBatchSchema, ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { HomeScope } from './home-scope';

/**
 * POST /v1/logs/upload: the portal's own errors, batched by src/lib/client-log.ts. The batch is
 * JSON text (form payloads carry scalars); anything that is not a list of valid entries is
 * refused whole, so a log table never holds half a batch.
 */
export async function storeClientLogs(scope: HomeScope, entriesJson: string): Promise<{ accepted: number }> {
  let raw: unknown;
  try {
    raw = JSON.parse(entriesJson);
  } catch {
    throw new AppError(ErrorCode.LOG_BATCH_INVALID);
  }
  const parsed = clientLogBatchSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(ErrorCode.LOG_BATCH_INVALID);
  await scope.db
    .insertInto('client_logs')
    .values(
      parsed.data.map((entry) => ({
        eid: scope.eid,
        user_id: scope.viewer?.id ?? null,
        level: entry.level,
        source: entry.source,
        message: entry.message,
        stack: entry.stack,
        url: entry.url,
        client_at: entry.at,
        created_at: scope.now,
      })),
    )
    .execute();
  return { accepted: parsed.data.length };
}

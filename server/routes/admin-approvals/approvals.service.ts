import type { Kysely } from 'kysely';
import {
  APPROVAL_LIMITS,
  ErrorCode,
  type ApprovalDecideResult,
  type ApprovalPage,
  type ApprovalStatus,
  type ApprovalSummary,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import type { ReviewEnv, ReviewItem, ReviewSource } from './review-source';
import { REVIEW_SOURCES, sourceOf } from './sources';
import { decidedList } from './source-kit';

type Db = Kysely<Database>;

function knownSource(kind: string): ReviewSource {
  const source = sourceOf(kind);
  if (!source) throw new AppError(ErrorCode.APPROVAL_KIND_UNKNOWN, { data: { kind } });
  return source;
}

/** How many items of each kind wait (the /admin tile, the kind filter). */
export async function approvalSummary(db: Db): Promise<ApprovalSummary> {
  const kinds: ApprovalSummary['kinds'] = [];
  for (const source of REVIEW_SOURCES) kinds.push({ kind: source.kind, pending: await source.pendingCount(db) });
  return { total: kinds.reduce((sum, k) => sum + k.pending, 0), kinds };
}

function present(item: ReviewItem): ApprovalPage['list'][number] {
  return { ...item, reason: item.reason ?? '', decidedAt: item.decidedAt ?? null };
}

/**
 * One page of the queue. A kind reads its source. "Every kind" while pending merges the kinds by
 * date (oldest first: the longest wait first), reading at most page × size rows of each kind;
 * decided items of every kind come from the one decisions table (newest decision first).
 */
export async function approvalList(
  db: Db,
  q: {
    kind?: string | undefined;
    status: ApprovalStatus;
    keyword?: string | undefined;
    page: number;
    pageSize: number;
  },
  env: ReviewEnv,
): Promise<ApprovalPage> {
  const query = { status: q.status, keyword: q.keyword, page: q.page, pageSize: q.pageSize };
  const pageOf = (result: { total: number; items: ReviewItem[] }): ApprovalPage => ({
    list: result.items.map(present),
    total: result.total,
    page: q.page,
    pageSize: q.pageSize,
  });
  if (q.kind) return pageOf(await knownSource(q.kind).list(db, query, env));
  if (q.status !== 'pending') return pageOf(await decidedList(db, null, query));
  const upTo = q.page * q.pageSize;
  let total = 0;
  // Each item with its source's place, so equal dates still sort the same way on every page.
  const merged: { item: ReviewItem; order: number }[] = [];
  for (const [order, source] of REVIEW_SOURCES.entries()) {
    const part = await source.list(db, { ...query, page: 1, pageSize: upTo }, env);
    total += part.total;
    merged.push(...part.items.map((item) => ({ item, order })));
  }
  merged.sort((a, b) => a.item.createdAt - b.item.createdAt || a.order - b.order || a.item.id - b.item.id);
  const items = merged.slice((q.page - 1) * q.pageSize, upTo).map((entry) => entry.item);
  return pageOf({ total, items });
}

/** Code points, so a reason in Chinese counts its characters, not its UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/**
 * Approve or reject one item or a batch. A rejection needs a reason (the author reads it); every
 * kind is checked before anything changes. Items no longer waiting (decided meanwhile, unknown,
 * another enterprise's) change nothing and are counted as unchanged.
 */
export async function approvalDecide(
  db: Db,
  input: { items: { kind: string; id: number }[]; decision: 'approve' | 'reject'; reason?: string | undefined },
  env: ReviewEnv,
): Promise<ApprovalDecideResult> {
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'reject') {
    if (!reason) throw new AppError(ErrorCode.APPROVAL_REASON_REQUIRED);
    if (lengthOf(reason) > APPROVAL_LIMITS.reasonMax)
      throw new AppError(ErrorCode.APPROVAL_REASON_TOO_LONG, { data: { max: APPROVAL_LIMITS.reasonMax } });
  }
  const byKind = new Map<string, Set<number>>();
  for (const item of input.items) {
    knownSource(item.kind);
    byKind.set(item.kind, (byKind.get(item.kind) ?? new Set()).add(item.id));
  }
  let changed = 0;
  let asked = 0;
  for (const [kind, ids] of byKind) {
    asked += ids.size;
    changed += await knownSource(kind).decide(
      db,
      [...ids],
      input.decision,
      input.decision === 'reject' ? reason : null,
      env.admin.id,
      env,
    );
  }
  return { changed, unchanged: asked - changed };
}

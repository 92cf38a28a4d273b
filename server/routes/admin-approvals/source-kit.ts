import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { ReviewItem, ReviewQuery } from './review-source';

type Db = Kysely<Database> | Transaction<Database>;

/** What every source keeps of an item when it is decided (approval_decisions, migration 0038). */
export interface DecidedItem {
  kind: string;
  itemId: number;
  title: string;
  excerpt: string;
  authorId: number;
  authorName: string;
  createdAt: number;
}

/** Plain text of at most `max` characters, whitespace folded (the queue never shows HTML). */
export function excerptText(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : plain;
}

/** Record a decision the source just made (same transaction). A resubmitted item decided again replaces its row. */
export async function recordDecision(
  db: Db,
  item: DecidedItem,
  d: { decision: 'approve' | 'reject'; reason: string; adminId: number; at: number },
): Promise<void> {
  const values = {
    decision: d.decision,
    reason: d.decision === 'reject' ? d.reason : '',
    admin_id: d.adminId,
    decided_at: d.at,
    title: item.title,
    excerpt: item.excerpt,
    author_id: item.authorId,
    author_name: item.authorName,
    item_created_at: item.createdAt,
  };
  await db
    .insertInto('approval_decisions')
    .values({ kind: item.kind, item_id: item.itemId, ...values })
    .onConflict((oc) => oc.columns(['eid', 'kind', 'item_id']).doUpdateSet(values))
    .execute();
}

/** Approved or rejected items of one kind (or of every kind: `kind` null), newest decision first. */
export async function decidedList(
  db: Db,
  kind: string | null,
  q: ReviewQuery,
): Promise<{ total: number; items: ReviewItem[] }> {
  const decision = q.status === 'approved' ? 'approve' : 'reject';
  let base = db.selectFrom('approval_decisions').where('decision', '=', decision);
  if (kind !== null) base = base.where('kind', '=', kind);
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    base = base.where((eb) =>
      eb.or([likeInsensitive(sql.ref('title'), pattern), likeInsensitive(sql.ref('excerpt'), pattern)]),
    );
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll()
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return {
    total,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.item_id,
      title: row.title,
      excerpt: row.excerpt,
      authorId: row.author_id,
      authorName: row.author_name,
      createdAt: Number(row.item_created_at),
      status: q.status,
      reason: row.reason,
      decidedAt: Number(row.decided_at),
    })),
  };
}

/** Display names of members by id ('' for one not found). */
export async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'account'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((u) => [u.id, u.nickname || u.username || u.account]));
}

/** The keyword as a LIKE pattern, or null for none. */
export function keywordPattern(q: ReviewQuery): string | null {
  return q.keyword ? containsPattern(q.keyword) : null;
}

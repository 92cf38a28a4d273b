import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { AppError } from '../../pipeline/app-error';
import type { ReviewEnv, ReviewItem, ReviewQuery, ReviewSource } from './review-source';

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

/** The codes an area answers when the item is no longer waiting: it changes nothing and is not counted. */
const NOT_PENDING: ReadonlySet<number> = new Set([
  ErrorCode.NOT_FOUND,
  ErrorCode.NOTE_NOT_PENDING,
  ErrorCode.MICRO_REVIEW_NOT_PENDING,
  ErrorCode.COMMUNITY_REVIEW_NOT_PENDING,
]);

// The builder reads each source's own tables by column name: its rows are typed by the source's `toItem`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** What a source says about one of its items: its ReviewItem without kind and status. */
export type SourceItem = Omit<DecidedItem, 'kind'>;

/** Decide one waiting item through the area's own review; `false` = it was no longer waiting. */
type Review<D> = (
  db: D,
  id: number,
  d: { decision: 'approve' | 'reject'; reason: string },
  env: ReviewEnv,
) => Promise<boolean | void>;

export type PendingSourceSpec<Row> = {
  kind: string;
  /** The kind's items in any state, joined to whatever `columns` names (tenant-scoped `db`). */
  from: (db: Db) => AnyQuery;
  /** What makes an item wait: its state column and the waiting value. */
  waiting: readonly [column: string, value: string];
  /** What `toItem` reads (qualified column names). */
  columns: readonly string[];
  /** The item's id column, e.g. 'course_notes.id'. */
  idColumn: string;
  /** The waiting order: this date column (oldest first), then the id. */
  dateColumn: string;
  /** Columns the keyword is looked for in (case-insensitively, both engines). */
  keywordColumns: readonly string[];
  toItem: (row: Row) => SourceItem;
} & (
  | /** The area's review takes a transaction: the builder opens one per item, the record joins it. */
    {
      transaction: true;
      decideOne: Review<Transaction<Database>>;
    } /** The area's review opens its own transaction; the record follows it (an area's "not pending" error skips the item). */
  | { transaction: false; decideOne: Review<Kysely<Database>> }
);

/**
 * One approvals source from its pending query (decision 0053, 0064): the pending list with its
 * keyword filter, count and page, the decided views from approval_decisions, the decide loop (one
 * item at a time, each in its own transaction, already decided ones unchanged) and the count.
 */
export function pendingSource<Row>(spec: PendingSourceSpec<Row>): ReviewSource & {
  /** The item as the history keeps it, in whatever state (null when not found). */
  snapshot(db: Db, id: number): Promise<DecidedItem | null>;
} {
  const pending = (db: Db) => spec.from(db).where(sql.ref(spec.waiting[0]), '=', spec.waiting[1]);
  const itemOf = (row: Row): ReviewItem => {
    const { itemId, ...item } = spec.toItem(row);
    return { kind: spec.kind, id: itemId, ...item, status: 'pending' };
  };
  const countOf = async (query: AnyQuery) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function step<D extends Db>(
    db: D,
    review: Review<D>,
    id: number,
    decision: 'approve' | 'reject',
    reason: string,
    adminId: number,
    env: ReviewEnv,
  ): Promise<boolean> {
    const before = (await pending(db)
      .select([...spec.columns])
      .where(sql.ref(spec.idColumn), '=', id)
      .executeTakeFirst()) as Row | undefined;
    if (!before) return false;
    if ((await review(db, id, { decision, reason }, env)) === false) return false;
    await recordDecision(db, { kind: spec.kind, ...spec.toItem(before) }, { decision, reason, adminId, at: env.now });
    return true;
  }

  return {
    kind: spec.kind,
    async list(db, q) {
      if (q.status !== 'pending') return decidedList(db, spec.kind, q);
      let query = pending(db);
      const pattern = keywordPattern(q);
      if (pattern)
        query = query.where((eb) => eb.or(spec.keywordColumns.map((c) => likeInsensitive(sql.ref(c), pattern))));
      const total = await countOf(query);
      const rows = (await query
        .select([...spec.columns])
        .orderBy(sql.ref(spec.dateColumn), 'asc')
        .orderBy(sql.ref(spec.idColumn), 'asc')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute()) as Row[];
      return { total, items: rows.map(itemOf) };
    },
    async decide(db, ids, decision, reason, adminId, env) {
      let changed = 0;
      for (const id of new Set(ids)) {
        try {
          let done: boolean;
          if (spec.transaction) {
            const review = spec.decideOne;
            done = await db.transaction().execute((trx) => step(trx, review, id, decision, reason ?? '', adminId, env));
          } else done = await step(db, spec.decideOne, id, decision, reason ?? '', adminId, env);
          if (done) changed += 1;
        } catch (error) {
          if (error instanceof AppError && NOT_PENDING.has(error.code)) continue;
          throw error;
        }
      }
      return changed;
    },
    pendingCount: (db) => countOf(pending(db)),
    async snapshot(db, id) {
      const row = (await spec
        .from(db)
        .select([...spec.columns])
        .where(sql.ref(spec.idColumn), '=', id)
        .executeTakeFirst()) as Row | undefined;
      return row ? { kind: spec.kind, ...spec.toItem(row) } : null;
    },
  };
}

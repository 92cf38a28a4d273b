import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database, Enterprise, User } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CallContext } from '../../pipeline/call-registry';

/*
 * The approvals queue's contract (issue 27, decision 0053). Every kind of item an administrator
 * approves (shared courses, audited comments, public notes, community posts and answers,
 * micro-courses, lecturer applications, outsider entries) is one ReviewSource, listed once in
 * sources.ts. A source calls its own area's review logic (through that area's index.ts) so the
 * queue and the area's own page decide the same way, and tells the author by a domain event.
 *
 * `db` is the caller's tenant-scoped handle (decision 0033): a source never names `eid`, and an
 * id of another enterprise is simply not found (counted as not changed).
 *
 * Helpers in source-kit.ts: `recordDecision` (call it, in the decision's transaction, for each item
 * a decision changed) and `decidedList` (the approved/rejected views read what recordDecision kept).
 */

/** Review states every source maps its own states onto. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewItem {
  /** The source's kind, e.g. 'note', 'microCourse'. */
  kind: string;
  /** The item's id within its kind. */
  id: number;
  title: string;
  /** Plain text, at most ~200 characters (the portal shows it as text, never as HTML). */
  excerpt: string;
  authorId: number;
  authorName: string;
  createdAt: number;
  status: ReviewStatus;
  /** The reason given with a rejection ('' otherwise). */
  reason?: string;
  /** When it was decided (null while pending). */
  decidedAt?: number | null;
}

export interface ReviewQuery {
  status: ReviewStatus;
  /** Matched case-insensitively against title and excerpt (likeInsensitive, both engines). */
  keyword?: string | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** What a decision needs besides the database: the enterprise, the time and the deciding administrator. */
export interface ReviewEnv {
  eid: number;
  now: number;
  admin: User;
  enterprise: Enterprise;
  config: ServerConfig;
  clock: Clock;
  log: CallContext['log'];
}

export interface ReviewSource {
  kind: string;
  /** One page of the kind's items in `status`, oldest first while pending, newest decided first otherwise. */
  list(db: Kysely<Database>, q: ReviewQuery, env: ReviewEnv): Promise<{ total: number; items: ReviewItem[] }>;
  /**
   * Approves or rejects the pending ones among `ids` (reason required to reject: the queue checks it).
   * Ids not pending (already decided, unknown, another enterprise's) change nothing and are not counted:
   * a double click or a second administrator's click is harmless. Returns how many changed.
   */
  decide(
    db: Kysely<Database>,
    ids: number[],
    decision: 'approve' | 'reject',
    reason: string | null,
    adminId: number,
    env: ReviewEnv,
  ): Promise<number>;
  /** How many wait (the home tile and the kind filter's counts). */
  pendingCount(db: Kysely<Database>): Promise<number>;
}

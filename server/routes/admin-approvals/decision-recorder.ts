import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { onDomainEvent } from '../../lib/domain-events';
import { recordDecision } from './source-kit';
import { communityAnswerReviewSource, communityPostReviewSource } from './sources/community-sources';
import { microCourseReviewSource } from './sources/micro-course-source';
import { noteReviewSource } from './sources/note-source';

const NAME = 'admin-approvals:history';

type Snapshotting = Pick<typeof noteReviewSource, 'snapshot'>;

/** The kinds an older admin page also decides (decision 0064): their decisions reach the history too. */
const BY_REVIEW_KIND = new Map<string, Snapshotting>([
  ['communityPost', communityPostReviewSource],
  ['communityAnswer', communityAnswerReviewSource],
]);

async function record(
  trx: Transaction<Database>,
  source: Snapshotting,
  itemId: number,
  e: { approved: boolean; reason?: string | undefined; adminId?: number | undefined; at: number },
): Promise<void> {
  const item = await source.snapshot(trx, itemId);
  if (!item) return;
  await recordDecision(trx, item, {
    decision: e.approved ? 'approve' : 'reject',
    reason: e.reason ?? '',
    adminId: e.adminId ?? 0,
    at: e.at,
  });
}

/**
 * The approvals history (Approved / Rejected views) lists every decision, also those made on the
 * older pages (/admin/micro-courses review, /admin/community-review, the notes' review call): the
 * areas already announce each decision by a domain event in its transaction, so the history is
 * written here from those events, once for every place that decides. A decision made in the queue
 * announces the same event and writes the same row (one row per item: an upsert).
 */
export function subscribeDecisionRecorder(): void {
  onDomainEvent('micro_course.reviewed', NAME, (trx, e) => record(trx, microCourseReviewSource, e.microCourseId, e));
  onDomainEvent('course.note.reviewed', NAME, (trx, e) => record(trx, noteReviewSource, e.noteId, e));
  onDomainEvent('review.decided', NAME, async (trx, e) => {
    const source = BY_REVIEW_KIND.get(e.kind);
    if (source) await record(trx, source, e.itemId, e);
  });
}

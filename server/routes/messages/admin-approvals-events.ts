import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage } from './deliver-message';

const NAME = 'messages:admin-approvals';

/**
 * The author hears of an administrator's decision (decision 0053): kind, title, outcome and the
 * rejection's reason travel as values, the portal words them in the reader's language. Keyed by
 * item and time, so a retried event writes nothing new while a later decision on a resubmitted
 * item is news again.
 */
export function subscribeApprovalMessageEvents(): void {
  onDomainEvent('review.decided', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.authorUserId,
      category: 'own',
      kind: 'review_decided',
      params: { itemKind: e.kind, title: e.title, approved: e.approved, reason: e.reason },
      link: e.link,
      sourceType: `review_${e.kind}`,
      sourceId: String(e.itemId),
      dedupeKey: `review:${e.kind}:${e.itemId}:${e.at}`,
      at: e.at,
    });
  });
}

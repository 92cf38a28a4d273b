import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage } from './deliver-message';

const NAME = 'messages:outreach';

/**
 * The welcome an outsider finds after an administrator let them in (decision 0057). Keyed by the
 * new member, so a retried event writes nothing new.
 */
export function subscribeOutreachMessageEvents(): void {
  onDomainEvent('outsider.approved', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'outsider_approved',
      params: { enterpriseName: e.enterpriseName },
      link: '/index',
      sourceType: 'outsider',
      sourceId: String(e.userId),
      dedupeKey: `outsider_approved:${e.userId}`,
      at: e.at,
    });
  });
}

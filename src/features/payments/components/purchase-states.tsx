import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { PurchaseQuote } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { formatPoints } from '../payment-format';

/** The one sentence that explains why the learner cannot buy now, or that they own it. */
export function PurchaseStateNotice({ quote }: { quote: PurchaseQuote }) {
  const { t } = useTranslation('payments');
  const expired =
    !quote.owned && quote.expiredAt !== null ? (
      <Alert type="warning" content={t('state.expired', { date: formatDate(quote.expiredAt, 'date') })} />
    ) : null;
  switch (quote.block) {
    case 'free':
      return <Alert type="info" content={t('state.free')} />;
    case 'admin_purchase_only':
      return <Alert type="warning" title={t('state.adminOnlyTitle')} content={t('state.adminOnly')} />;
    case 'points_not_accepted':
      return <Alert type="info" content={t('state.pointsNotAccepted')} />;
    case 'already_owned':
      return (
        <Alert
          type="success"
          content={
            quote.ownedUntil
              ? t('state.owned', { date: formatDate(quote.ownedUntil, 'date') })
              : t('state.ownedForever')
          }
        />
      );
    case 'insufficient_points':
      return (
        <>
          {expired}
          <Alert
            type="warning"
            content={t('state.insufficient', {
              needed: formatPoints(quote.pointsPrice),
              count: quote.pointsPrice,
              balance: formatPoints(quote.balance),
              missing: formatPoints(quote.pointsPrice - quote.balance),
            })}
          />
        </>
      );
    default:
      return expired;
  }
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScorePayResult } from '../../../../protocol';
import { StatusPanel } from '../../../components/status-panel';
import type { PurchaseItem } from '../api/payments-api';
import { PurchasePanel } from '../components/purchase-panel';
import { formatDate } from '../../../lib/date-format';
import '../payments.css';
import '../payments-mobile.css';

/** /coursePay?courseId= or ?packageId=: the payment confirmation page, then its receipt. */
export function CoursePayPage({ item }: { item: PurchaseItem | null }) {
  const { t } = useTranslation('payments');
  const [paid, setPaid] = useState<ScorePayResult | null>(null);
  if (!item)
    return (
      <StatusPanel
        title={t('pay.missing')}
        tone="warning"
        actions={<Link to="/coursepackage">{t('orders.browse')}</Link>}
      />
    );
  const itemHref = 'courseId' in item ? `/course/${item.courseId}` : `/coursepackage/detail/${item.packageId}`;
  if (paid) {
    return (
      <div className="lp-pay-page lp-pay-page--narrow">
        <section className="lp-pay-panel lp-pay-receipt" role="status">
          <h1 className="lp-pay-page__title">{t('pay.paidTitle')}</h1>
          <dl className="lp-pay-confirm">
            <dt>{t('orders.columns.orderNo')}</dt>
            <dd>{paid.order.orderNo}</dd>
            <dt>{t('confirm.item')}</dt>
            <dd>{paid.order.title}</dd>
            <dt>{t('confirm.validUntil')}</dt>
            <dd>{paid.order.validUntil ? formatDate(paid.order.validUntil, 'date') : '—'}</dd>
          </dl>
          <div className="lp-pay-actions">
            <Link className="lp-pay-link-button" to={itemHref}>
              {'courseId' in item ? t('pay.openCourse') : t('pay.openPackage')}
            </Link>
            <Link to="/my/order">{t('orders.title')}</Link>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="lp-pay-page lp-pay-page--narrow">
      <h1 className="lp-pay-page__title">{t('pay.title')}</h1>
      <p className="lp-pay-muted">{t('pay.intro')}</p>
      <PurchasePanel item={item} heading={t('pay.itemHeading')} showItemTitle onPurchased={setPaid} />
      <Link to={itemHref} className="lp-pay-back">
        {t('pay.back')}
      </Link>
    </div>
  );
}

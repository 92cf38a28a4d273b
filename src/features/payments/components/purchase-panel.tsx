import { Alert, Button, Message, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScorePayResult } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import type { PurchaseItem } from '../api/payments-api';
import { usePointsPurchase, usePurchaseQuote } from '../hooks/use-purchase';
import { formatDate } from '../../../lib/date-format';
import { formatPoints } from '../payment-format';
import { PriceTag } from './price-tag';
import { PurchaseConfirmDialog } from './purchase-confirm-dialog';
import { PurchaseStateNotice } from './purchase-states';
import '../payments.css';
import '../payments-mobile.css';

export interface PurchasePanelProps {
  item: PurchaseItem;
  /** After a successful purchase (the course page re-reads the course). */
  onPurchased?: (result: ScorePayResult) => void;
  /** Panel heading, e.g. "Buy this course". */
  heading?: string;
  /** Name the item under the heading (on /coursePay, where nothing else on the page does). */
  showItemTitle?: boolean;
}

/**
 * Price, points price and the learner's balance, with "Buy with N points" → confirmation →
 * payment. Used by the course detail page, the package page and /coursePay.
 */
export function PurchasePanel({ item, onPurchased, heading, showItemTitle = false }: PurchasePanelProps) {
  const { t } = useTranslation('payments');
  const quote = usePurchaseQuote(item);
  const [open, setOpen] = useState(false);
  const purchase = usePointsPurchase(item, (result) => {
    setOpen(false);
    Message.success(t('done', { date: formatDate(result.order.validUntil ?? 0, 'date') }));
    onPurchased?.(result);
  });

  if (quote.isPending) {
    return (
      <section className="lp-pay-panel" aria-busy="true">
        <Spin tip={t('load.loading')} />
      </section>
    );
  }
  if (quote.isError) {
    return (
      <section className="lp-pay-panel">
        <Alert
          type="error"
          content={errorText(quote.error)}
          action={
            <Button size="small" onClick={() => void quote.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      </section>
    );
  }
  const q = quote.data;
  const canBuy = q.block === null;
  return (
    <section className="lp-pay-panel" aria-label={heading ?? t('panel.title')}>
      <h2 className="lp-pay-panel__title">{heading ?? t('panel.title')}</h2>
      {showItemTitle ? (
        <p className="lp-pay-panel__item">
          <span className="lp-pay-muted">{t(`orders.types.${q.itemType}`)}</span> {q.title}
        </p>
      ) : null}
      <div className="lp-pay-panel__prices">
        <PriceTag feeType={q.feeType} price={q.price} pointsPrice={q.pointsPrice} />
        <span className="lp-pay-panel__balance" data-testid="points-balance">
          {t('balance', { points: formatPoints(q.balance) })}
        </span>
      </div>
      <PurchaseStateNotice quote={q} />
      {q.block === null || q.block === 'insufficient_points' ? (
        <Button
          type="primary"
          size="large"
          className="lp-pay-buy"
          disabled={!canBuy}
          onClick={() => {
            purchase.begin();
            setOpen(true);
          }}
        >
          {t('buy', { points: formatPoints(q.pointsPrice), count: q.pointsPrice })}
        </Button>
      ) : null}
      <PurchaseConfirmDialog
        visible={open}
        quote={q}
        pending={purchase.pending}
        error={purchase.error}
        onConfirm={purchase.confirm}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}

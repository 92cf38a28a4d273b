import { Alert, Button, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type PurchaseQuote } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/date-format';
import { formatPoints } from '../payment-format';

export interface PurchaseConfirmDialogProps {
  visible: boolean;
  quote: PurchaseQuote;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the refusal means for the learner: the points still missing, or the server's message. */
function refusalText(error: unknown, t: (key: string, values?: Record<string, string | number>) => string): string {
  if (isApiError(error) && error.code === ErrorCode.POINTS_INSUFFICIENT) {
    const data = (error.data ?? {}) as { balance?: number; needed?: number };
    const balance = data.balance ?? 0;
    const needed = data.needed ?? 0;
    return t('payments:state.insufficient', {
      needed: formatPoints(needed),
      count: needed,
      balance: formatPoints(balance),
      missing: formatPoints(Math.max(0, needed - balance)),
    });
  }
  return errorText(error);
}

/** Confirmation before points are spent: what, how many, the balance after, and until when. */
export function PurchaseConfirmDialog({
  visible,
  quote,
  pending,
  error,
  onConfirm,
  onCancel,
}: PurchaseConfirmDialogProps) {
  const { t } = useTranslation('payments');
  const after = quote.balance - quote.pointsPrice;
  return (
    <Modal
      visible={visible}
      title={t('confirm.title')}
      onCancel={pending ? undefined : onCancel}
      maskClosable={!pending}
      footer={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="primary" loading={pending} onClick={onConfirm} className="lp-pay-confirm-ok">
            {t('confirm.ok', { points: formatPoints(quote.pointsPrice), count: quote.pointsPrice })}
          </Button>
        </>
      }
    >
      <dl className="lp-pay-confirm">
        <dt>{t('confirm.item')}</dt>
        <dd>{quote.title}</dd>
        <dt>{t('confirm.cost')}</dt>
        <dd className="lp-pay-confirm__cost">
          {t('price.points', { points: formatPoints(quote.pointsPrice), count: quote.pointsPrice })}
        </dd>
        <dt>{t('confirm.balance')}</dt>
        <dd>{t('price.points', { points: formatPoints(quote.balance), count: quote.balance })}</dd>
        <dt>{t('confirm.after')}</dt>
        <dd>{t('price.points', { points: formatPoints(after), count: after })}</dd>
        <dt>{t('confirm.validUntil')}</dt>
        <dd>
          {formatDate(quote.validUntilIfBought, 'date')} <span className="lp-pay-muted">{t('confirm.validNote')}</span>
        </dd>
      </dl>
      {error ? (
        <div role="alert">
          <Alert type="error" content={refusalText(error, t)} />
        </div>
      ) : null}
    </Modal>
  );
}

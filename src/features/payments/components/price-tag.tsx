import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../payment-format';

/** "Free", or the money price with the points price beside it. */
export function PriceTag({
  feeType,
  price,
  pointsPrice,
}: {
  feeType: 'free' | 'paid';
  price: string;
  pointsPrice: number;
}) {
  const { t } = useTranslation('payments');
  if (feeType === 'free') return <span className="lp-pay-price lp-pay-price--free">{t('price.free')}</span>;
  return (
    <span className="lp-pay-price">
      <span className="lp-pay-price__money">{formatMoney(price)}</span>
      {pointsPrice > 0 ? (
        <span className="lp-pay-price__points">{t('price.orPoints', { points: formatPoints(pointsPrice) })}</span>
      ) : null}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../payment-format';

/**
 * "Free", or the price: in points when there is a points price (points are what a learner pays
 * with here, so a points pack reads "80 points", not "¥149.00"), with the money price beside it.
 */
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
  if (pointsPrice <= 0)
    return (
      <span className="lp-pay-price">
        <span className="lp-pay-price__money">{formatMoney(price)}</span>
      </span>
    );
  const money = Number(price) > 0 ? formatMoney(price) : '';
  return (
    <span className="lp-pay-price">
      <span className="lp-pay-price__money">
        {t('price.points', { points: formatPoints(pointsPrice), count: pointsPrice })}
      </span>
      {money ? <span className="lp-pay-price__points">{t('price.orMoney', { money })}</span> : null}
    </span>
  );
}

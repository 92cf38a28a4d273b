import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { PriceTag } from './price-tag';
import '../payments.css';
import '../payments-mobile.css';

/** A visitor sees the price and is asked to sign in before buying. */
export function PurchaseSignInPanel({
  price,
  pointsPrice,
  onSignIn,
}: {
  price: string;
  pointsPrice: number;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <section className="lp-pay-panel" aria-label={t('panel.title')}>
      <h2 className="lp-pay-panel__title">{t('panel.title')}</h2>
      <PriceTag feeType="paid" price={price} pointsPrice={pointsPrice} />
      <Button type="primary" onClick={onSignIn}>
        {t('signInToBuy')}
      </Button>
    </section>
  );
}

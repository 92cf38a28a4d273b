import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import '../mall.css';

/** /lotteryMall for a visitor of a public organisation: draws are paid in points, so sign in first. */
export function LotterySignIn({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('mall');
  return (
    <section className="lp-mall lp-mall-closed">
      <h1 className="lp-mall__title">{t('lottery.title')}</h1>
      <p>{t('lottery.signIn')}</p>
      <Button type="primary" onClick={onSignIn}>
        {t('lottery.signInButton')}
      </Button>
    </section>
  );
}

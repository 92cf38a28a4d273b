import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The enterprise's mall switch is off (spec 000 §3): say so, and offer the way back. */
export function MallClosed() {
  const { t } = useTranslation('mall');
  return (
    <section className="lp-mall lp-mall-closed" data-testid="mall-closed">
      <h1 className="lp-mall__title">{t('title')}</h1>
      <p>{t('closed')}</p>
      <Link to="/index">{t('backHome')}</Link>
    </section>
  );
}

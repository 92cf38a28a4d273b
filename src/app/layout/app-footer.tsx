import { useTranslation } from 'react-i18next';
import { useEnterprise } from '../../features/session';

export function AppFooter() {
  const { t } = useTranslation('common');
  const enterprise = useEnterprise();
  const name = enterprise?.enterpriseName || t('appName');
  return (
    <footer className="lp-footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear(), name })}</span>
      <span className="lp-footer-powered">{t('footer.poweredBy')}</span>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';

export interface EnterpriseBrandProps {
  name: string;
  /** The enterprise's icon; without one the first letter of its name stands in. */
  logoUrl?: string;
}

export function EnterpriseBrand({ name, logoUrl }: EnterpriseBrandProps) {
  const { t } = useTranslation('auth');
  const shown = name || t('common:appName');
  return (
    <div className="lp-login-brand">
      <div className="lp-login-logo">
        {logoUrl ? (
          <img src={logoUrl} alt={t('logoAlt', { name: shown })} />
        ) : (
          <span aria-hidden="true">{shown.slice(0, 1)}</span>
        )}
      </div>
      <div className="lp-login-enterprise-name">{shown}</div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export interface HomePageProps {
  enterpriseName: string;
  /** Empty for a visitor (public enterprises let visitors in). */
  userName: string;
}

export function HomePage({ enterpriseName, userName }: HomePageProps) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="lp-home">
      <h1 className="lp-home-title">{enterpriseName || t('common:appName')}</h1>
      <p className="lp-home-welcome">{userName ? t('home:welcome', { name: userName }) : t('home:welcomeVisitor')}</p>
    </div>
  );
}

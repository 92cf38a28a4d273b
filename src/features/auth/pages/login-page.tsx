import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice, UserInfo } from '../../../../protocol';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { safeBackUrl } from '../../../lib/safe-redirect';
import { EnterpriseBrand } from '../components/enterprise-brand';
import { LoginForm } from '../components/login-form';
import './login-page.css';

export interface LoginPageProps {
  enterpriseName: string;
  logoUrl?: string;
  /** Spec 000 §4: only when the enterprise allows switching (switch_language 'Y'). */
  showLanguageSwitcher: boolean;
  languageChoice: LanguageChoice;
  onLanguageChange: (choice: LanguageChoice) => void;
  /** Store the session; the page then moves on to `backUrl` or /index. */
  onLoggedIn: (user: UserInfo) => void;
}

export function LoginPage(props: LoginPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();

  function loggedIn(user: UserInfo) {
    props.onLoggedIn(user);
    navigate(safeBackUrl(search.get('backUrl')) ?? '/index', { replace: true });
  }

  return (
    <main className="lp-login-page">
      {props.showLanguageSwitcher ? (
        <div className="lp-login-language">
          <LanguageSwitcher value={props.languageChoice} onChange={props.onLanguageChange} />
        </div>
      ) : null}
      <section className="lp-login-card" aria-labelledby="lp-login-title">
        <EnterpriseBrand name={props.enterpriseName} {...(props.logoUrl ? { logoUrl: props.logoUrl } : {})} />
        <h1 id="lp-login-title" className="lp-login-title">
          {t('title')}
        </h1>
        <LoginForm onLoggedIn={loggedIn} />
      </section>
    </main>
  );
}

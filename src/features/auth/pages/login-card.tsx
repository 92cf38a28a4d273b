import { Spin } from '@arco-design/web-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageChoice, UserInfo } from '../../../../protocol';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Notice } from '../../../components/notice';
import { safeBackUrl } from '../../../lib/safe-redirect';
import { EnterpriseBrand } from '../components/enterprise-brand';
import { FormNotice } from '../components/form-notice';
import { LoginLinks, type LoginMode } from '../components/login-links';
import { SignInPanel } from '../components/sign-in-panel';
import { useLoginOptions } from '../hooks/use-login-options';
import './login-page.css';

// Sign-up and the forgotten-password form load when first wanted (and at the first idle moment),
// so the sign-in card paints without them (decision 0073).
const loadRegisterForm = () => import('../components/register-form');
const loadResetForm = () => import('../components/reset-password-form');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const ResetPasswordForm = lazy(() => loadResetForm().then((m) => ({ default: m.ResetPasswordForm })));

/** Where the card reads and changes its address: the router in the portal, the history API in the sign-in entry. */
export interface LoginNavigation {
  search: URLSearchParams;
  setSearch: (params: URLSearchParams) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export interface LoginCardProps {
  enterpriseName: string;
  logoUrl?: string;
  /** Spec 000 §4: only when the enterprise allows switching (switch_language 'Y'). */
  showLanguageSwitcher: boolean;
  languageChoice: LanguageChoice;
  onLanguageChange: (choice: LanguageChoice) => void;
  /** Store the session; the page then moves on to `backUrl` or /index. */
  onLoggedIn: (user: UserInfo) => void;
  /** Other ways in the shell offers beside the forms (the DingTalk / WeCom scan login). */
  otherWays?: ReactNode;
  /** Face sign-in (it needs the camera dialog, so the shell composes it in and loads it on demand). */
  faceSignIn?: (onLoggedIn: (user: UserInfo) => void) => ReactNode;
}

/**
 * /login's card. `?loginType=register` is sign-up mode (public enterprises that accept sign-ups),
 * `?loginType=forgot` the forgotten-password form; otherwise the sign-in methods as tabs.
 */
export function LoginCard(props: LoginCardProps & { navigation: LoginNavigation }) {
  const { t, i18n } = useTranslation('auth');
  const { search, setSearch, navigate } = props.navigation;
  const { loading, options, countryCodes } = useLoginOptions(i18n.language);
  const [resetDone, setResetDone] = useState(false);
  useEffect(() => {
    const warm = () => void Promise.all([loadRegisterForm(), loadResetForm()]).catch(() => undefined);
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 1);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);
  const requested = search.get('loginType');
  const registerClosed = requested === 'register' && !loading && options.registerMode !== 'inline';
  const mode: LoginMode =
    requested === 'forgot'
      ? 'forgot'
      : requested === 'register' && options.registerMode === 'inline'
        ? 'register'
        : 'signIn';

  function loggedIn(user: UserInfo) {
    props.onLoggedIn(user);
    navigate(safeBackUrl(search.get('backUrl')) ?? '/index', { replace: true });
  }

  function switchMode(next: LoginMode) {
    const params = new URLSearchParams(search);
    if (next === 'signIn') params.delete('loginType');
    else params.set('loginType', next);
    setSearch(params);
  }

  const title = mode === 'register' ? t('registerTitle') : mode === 'forgot' ? t('resetTitle') : t('title');
  return (
    <main className="lp-login-page">
      {props.showLanguageSwitcher ? (
        <div className="lp-login-language">
          <LanguageSwitcher value={props.languageChoice} onChange={props.onLanguageChange} />
        </div>
      ) : null}
      <section className="lp-login-card" aria-labelledby="lp-login-title" aria-busy={loading}>
        <EnterpriseBrand name={props.enterpriseName} {...(props.logoUrl ? { logoUrl: props.logoUrl } : {})} />
        <h1 id="lp-login-title" className="lp-login-title">
          {title}
        </h1>
        {loading && requested ? (
          <div className="lp-login-loading">
            <Spin tip={t('loading')} />
          </div>
        ) : (
          <>
            {registerClosed ? (
              <Notice type="info" className="lp-login-failure">
                {t('registerClosed')}
              </Notice>
            ) : null}
            {resetDone && mode === 'signIn' ? <FormNotice notice={{ type: 'success', text: t('resetDone') }} /> : null}
            <Suspense
              fallback={
                <div className="lp-login-loading">
                  <Spin />
                </div>
              }
            >
              {mode === 'register' ? (
                <RegisterForm countryCodes={countryCodes} policy={options.passwordPolicy} onRegistered={loggedIn} />
              ) : null}
              {mode === 'forgot' ? (
                <ResetPasswordForm
                  countryCodes={countryCodes}
                  policy={options.passwordPolicy}
                  onReset={() => {
                    setResetDone(true);
                    switchMode('signIn');
                  }}
                />
              ) : null}
            </Suspense>
            {/* Password sign-in works everywhere, so it shows at once; the enterprise's other methods join it as tabs. */}
            {mode === 'signIn' ? (
              <SignInPanel
                loginTypes={options.loginTypes}
                countryCodes={countryCodes}
                onLoggedIn={loggedIn}
                {...(props.faceSignIn ? { faceSignIn: props.faceSignIn } : {})}
              />
            ) : null}
            {loading ? null : <LoginLinks mode={mode} options={options} onSwitch={switchMode} />}
            {mode === 'signIn' && props.otherWays ? <div className="lp-login-other-ways">{props.otherWays}</div> : null}
          </>
        )}
      </section>
    </main>
  );
}

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode, LoginType, UserInfo } from '../../../../protocol';
import { CodeLoginForm } from './code-login-form';
import { LoginForm } from './login-form';

export interface SignInPanelProps {
  loginTypes: LoginType[];
  countryCodes: CountryCode[];
  onLoggedIn: (user: UserInfo) => void;
  /** Face sign-in, composed in by the shell (it needs the camera dialog); without it no face tab. */
  faceSignIn?: (onLoggedIn: (user: UserInfo) => void) => ReactNode;
}

/**
 * The sign-in methods the enterprise enables, as tabs (arrow keys move between them); a
 * single method needs no tabs. Hand-made rather than Arco Tabs: Arco names each panel after
 * its tab ("Password"), which would give the page two things labelled "Password".
 */
export function SignInPanel({ loginTypes: offered, countryCodes, onLoggedIn, faceSignIn }: SignInPanelProps) {
  const { t } = useTranslation('auth');
  const loginTypes = faceSignIn ? offered : offered.filter((type) => type !== 'face');
  const [chosen, setActive] = useState<LoginType>(loginTypes[0] ?? 'password');
  // The methods may arrive after the first render; a choice they no longer offer falls back to the first.
  const active = loginTypes.includes(chosen) ? chosen : (loginTypes[0] ?? 'password');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const form =
    active === 'code' ? (
      <CodeLoginForm countryCodes={countryCodes} onLoggedIn={onLoggedIn} />
    ) : active === 'face' && faceSignIn ? (
      faceSignIn(onLoggedIn)
    ) : (
      <LoginForm onLoggedIn={onLoggedIn} />
    );
  const tabbed = loginTypes.length > 1;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + loginTypes.length) % loginTypes.length;
    setActive(loginTypes[next]!);
    tabs.current[next]?.focus();
  }

  // The form keeps its place in the tree when the enterprise's methods arrive, so what the
  // user already typed survives (the tabs appear above it).
  return (
    <>
      {tabbed ? (
        <div role="tablist" aria-label={t('signInMethod')} className="lp-login-tabs">
          {loginTypes.map((type, index) => (
            <button
              key={type}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`lp-login-tab-${type}`}
              aria-selected={active === type}
              aria-controls="lp-login-tabpanel"
              tabIndex={active === type ? 0 : -1}
              className={`lp-login-tab${active === type ? ' lp-login-tab-active' : ''}`}
              onClick={() => setActive(type)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {type === 'code' ? t('tabCode') : type === 'face' ? t('tabFace') : t('tabPassword')}
            </button>
          ))}
        </div>
      ) : null}
      <div role={tabbed ? 'tabpanel' : undefined} id="lp-login-tabpanel" className="lp-login-tabpanel">
        {form}
      </div>
    </>
  );
}

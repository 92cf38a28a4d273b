import { Button } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../protocol';
import { Popup } from '../../components/popup/popup';

export interface UserMenuProps {
  user: UserInfo;
  /** Entries other areas add (switch organisation, administration). */
  children?: ReactNode;
  onProfile: () => void;
  onSignOut: () => Promise<void>;
}

/** The signed-in user's avatar and name; its menu holds the profile, account entries and sign-out. */
export function UserMenu({ user, children, onProfile, onSignOut }: UserMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user.username || user.userid;

  async function signOut() {
    setSigningOut(true);
    await onSignOut();
    setSigningOut(false);
  }

  const panel = (
    <div
      className="lp-user-menu"
      onClick={(event) => event.target instanceof HTMLButtonElement && !signingOut && setOpen(false)}
    >
      <Button type="text" long onClick={onProfile}>
        {t('userMenu.profile')}
      </Button>
      {children}
      <Button type="text" long status="danger" loading={signingOut} onClick={() => void signOut()}>
        {t('signOut')}
      </Button>
    </div>
  );

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="lp-user-menu-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('userMenu.label', { name })}
        onClick={() => setOpen(!open)}
      >
        {user.image ? (
          <img className="lp-user-avatar" src={user.image} alt="" />
        ) : (
          // The initial is drawn by CSS (a11y.css): as text it would make the button's visible text
          // "LLin Xiao", which its accessible name does not contain (WCAG 2.5.3).
          <span className="lp-user-avatar" aria-hidden="true" data-initial={name.slice(0, 1).toUpperCase()} />
        )}
        <span className="lp-user-name">{name}</span>
      </button>
      <Popup open={open} onClose={() => setOpen(false)} anchor={trigger} align="end" focusFirst>
        {panel}
      </Popup>
    </>
  );
}

import { Menu } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../profile.css';
import '../profile-mobile.css';

export type ProfileSection = 'personalData' | 'phonenumber' | 'resetpassword';

const SECTIONS: Array<{ key: ProfileSection; label: string }> = [
  { key: 'personalData', label: 'menu.personalData' },
  { key: 'phonenumber', label: 'menu.phoneNumber' },
  { key: 'resetpassword', label: 'menu.resetPassword' },
];

/** The profile area: a left menu of its three pages beside the page itself (spec 000 §2 /editor). */
export function ProfileShell({ active, children }: { active: ProfileSection; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return (
    <div className="lp-profile">
      <nav className="lp-profile-menu" aria-label={t('menu.title')}>
        <h2 className="lp-profile-menu-title">{t('menu.title')}</h2>
        <Menu selectedKeys={[active]} onClickMenuItem={(key) => navigate(`/editor/${key}`)}>
          {SECTIONS.map((section) => (
            <Menu.Item key={section.key}>{t(section.label)}</Menu.Item>
          ))}
        </Menu>
      </nav>
      <section className="lp-profile-content">{children}</section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { formatPoints } from '../mall-format';

const LINKS = [
  { to: '/shopMall', key: 'products', end: true },
  { to: '/lotteryMall', key: 'lottery', end: true },
  { to: '/my/exchange-record', key: 'records', end: true },
  { to: '/my/address', key: 'addresses', end: true },
] as const;

/** The mall's own menu and the learner's balance, on every mall page. */
export function MallNav({ balance }: { balance?: number }) {
  const { t } = useTranslation('mall');
  return (
    <div className="lp-mall-nav">
      <nav aria-label={t('nav.label')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => `lp-mall-nav__link${isActive ? ' lp-mall-nav__link--active' : ''}`}
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {balance !== undefined ? (
        <p className="lp-mall-nav__balance" data-testid="mall-balance">
          {t('balance', { points: formatPoints(balance), count: balance })}
        </p>
      ) : null}
    </div>
  );
}

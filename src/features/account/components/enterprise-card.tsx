import { Button, Tag } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_THEME_COLOR, type EnterpriseChoice } from '../../../../protocol';
import { accessibleShade } from '../../../lib/contrast';

export interface EnterpriseCardProps {
  choice: EnterpriseChoice;
  /** This card's switch is under way. */
  busy: boolean;
  /** Another card's switch is under way: one switch at a time. */
  locked: boolean;
  onChoose: (choice: EnterpriseChoice) => void;
}

const STATUS_COLOR = {
  active: 'green',
  expired: 'orange',
  locked: 'red',
  closed: 'gray',
  account_locked: 'red',
} as const;

/** One enterprise of the person, in its own brand colour, with whether it can be entered. */
export function EnterpriseCard({ choice, busy, locked, onChoose }: EnterpriseCardProps) {
  const { t } = useTranslation('account');
  const colour = choice.themeColor || DEFAULT_THEME_COLOR;
  const available = choice.status === 'active';
  const titleId = `lp-enterprise-${choice.eid}`;
  const label = choice.current ? t('switch.stay') : available ? t('switch.enter') : t('switch.unavailable');
  // The accessible name starts with the visible text (WCAG 2.5.3): an unavailable card's button
  // says only "Unavailable", described by the card's heading.
  const accessibleLabel = choice.current
    ? t('switch.stayName', { name: choice.enterpriseName })
    : available
      ? t('switch.enterName', { name: choice.enterpriseName })
      : undefined;
  return (
    <li
      className="lp-enterprise-card"
      // White button text on the brand needs its accessible shade (decision 0044).
      style={{ '--lp-card-color': accessibleShade(colour) } as CSSProperties}
      aria-labelledby={titleId}
      data-current={choice.current || undefined}
    >
      <div className="lp-enterprise-card-band" />
      <div className="lp-enterprise-card-body">
        <div className="lp-enterprise-card-logo" aria-hidden="true">
          {choice.logo ? <img src={choice.logo} alt="" /> : <span>{choice.enterpriseName.slice(0, 1)}</span>}
        </div>
        <h2 id={titleId} className="lp-enterprise-card-name">
          {choice.enterpriseName}
        </h2>
        <div className="lp-enterprise-card-tags">
          {choice.current ? <Tag color="arcoblue">{t('switch.current')}</Tag> : null}
          <Tag color={STATUS_COLOR[choice.status]}>{t(`switch.status.${choice.status}`)}</Tag>
        </div>
        <p className="lp-enterprise-card-account">{t('switch.accountName', { name: choice.username })}</p>
        <Button
          type="primary"
          long
          className="lp-enterprise-card-button"
          aria-label={accessibleLabel}
          aria-describedby={accessibleLabel ? undefined : titleId}
          loading={busy}
          disabled={(!available && !choice.current) || locked}
          onClick={() => onChoose(choice)}
        >
          {label}
        </Button>
      </div>
    </li>
  );
}

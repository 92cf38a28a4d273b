import { Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import {
  IconBook,
  IconCheckCircle,
  IconClockCircle,
  IconFire,
  IconStar,
  IconSun,
  IconTrophy,
} from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Medal } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';

const ICONS: Record<string, ReactNode> = {
  flag: <IconStar />,
  flame: <IconFire />,
  book: <IconBook />,
  trophy: <IconTrophy />,
  sun: <IconSun />,
  check: <IconCheckCircle />,
  clock: <IconClockCircle />,
};

/** One medal: coloured when earned, grey with its progress when not; limited ones show their window. */
export function MedalCard({ medal }: { medal: Medal }) {
  const { t } = useTranslation('daily-loop');
  const percent = Math.min(100, Math.round((medal.progress / Math.max(1, medal.threshold)) * 100));
  const status = medal.earned ? t('medals.earned') : !medal.available ? t('medals.unavailable') : t('medals.notEarned');
  return (
    <li className={`lp-medal${medal.earned ? ' lp-medal--earned' : ''}`} aria-label={`${medal.name}: ${status}`}>
      <span
        className="lp-medal__badge"
        style={{ background: medal.earned ? medal.color : undefined }}
        aria-hidden="true"
      >
        {ICONS[medal.icon] ?? <IconTrophy />}
      </span>
      <span className="lp-medal__name">{medal.name}</span>
      <span className="lp-daily__muted lp-medal__rule">
        {t(`medals.trigger.${medal.trigger}`, { count: medal.threshold })}
      </span>
      <span className={`lp-medal__status${medal.earned ? ' lp-medal__status--earned' : ''}`}>{status}</span>
      {medal.earned && medal.earnedAt ? (
        <span className="lp-daily__muted">
          {medal.kind === 'daily'
            ? t('medals.timesEarned', { count: medal.timesEarned })
            : t('medals.earnedAt', { at: formatDate(medal.earnedAt) })}
        </span>
      ) : medal.available ? (
        <>
          <Progress percent={percent} size="small" showText={false} color="var(--lp-theme-color)" aria-hidden="true" />
          <span className="lp-daily__muted">
            {t('medals.progress', { progress: Math.min(medal.progress, medal.threshold), threshold: medal.threshold })}
          </span>
        </>
      ) : null}
      {medal.kind === 'limited' && medal.startsAt && medal.endsAt ? (
        <span className="lp-daily__muted lp-medal__window">
          {t('medals.window', {
            start: formatDate(medal.startsAt, 'date'),
            end: formatDate(medal.endsAt, 'date'),
          })}
        </span>
      ) : null}
    </li>
  );
}

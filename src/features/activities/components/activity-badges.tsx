import { useTranslation } from 'react-i18next';
import type { ActivityCard } from '../../../../protocol';

/**
 * The three states of an activity (spec 001 §4) as labelled badges: the words carry the meaning,
 * the colour only repeats it (decision 0044).
 */
export function ActivityBadges({ activity }: { activity: ActivityCard }) {
  const { t } = useTranslation('activities');
  return (
    <ul className="lp-activity-badges" aria-label={t('field.time')}>
      <li className={`lp-activity-badge lp-activity-badge--phase-${activity.phase}`}>{t(`phase.${activity.phase}`)}</li>
      <li className={`lp-activity-badge lp-activity-badge--reg-${activity.registrationPhase}`}>
        {t(`registration.${activity.registrationPhase}`)}
      </li>
      {activity.personal !== 'none' ? (
        <li className={`lp-activity-badge lp-activity-badge--me-${activity.personal}`}>
          {t(`personal.${activity.personal}`)}
        </li>
      ) : null}
    </ul>
  );
}

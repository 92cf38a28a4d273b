import { useTranslation } from 'react-i18next';
import type { ActivityCard as Card } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { ActivityBadges } from './activity-badges';
import { ActivityCover } from './activity-cover';

/** Registered of the places, or "no limit". */
export function Places({ activity }: { activity: Card }) {
  const { t } = useTranslation('activities');
  return (
    <>
      {activity.capacity === 0
        ? t('placesUnlimited', { count: activity.registered })
        : t('places', { registered: activity.registered, capacity: activity.capacity })}
    </>
  );
}

/** One activity in a list: the whole card is one link (its title names it). */
export function ActivityCardRow({ activity, onOpen }: { activity: Card; onOpen: (id: number) => void }) {
  const { t } = useTranslation('activities');
  const full = activity.capacity > 0 && activity.registered >= activity.capacity;
  return (
    <li className="lp-activity-card">
      <ActivityCover cover={activity.cover} startAt={activity.startAt} size="card" />
      <div className="lp-activity-card__body">
        <h2 className="lp-activity-card__title">
          <a
            href={`/task/active-detail/${activity.id}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpen(activity.id);
            }}
          >
            {activity.title}
          </a>
        </h2>
        <ActivityBadges activity={activity} />
        <dl className="lp-activity-card__facts">
          <div>
            <dt>{t('field.time')}</dt>
            <dd>
              {t('range', {
                from: formatDate(activity.startAt, 'dateTime'),
                to: formatDate(activity.endAt, 'dateTime'),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('field.address')}</dt>
            <dd>{activity.address}</dd>
          </div>
          <div>
            <dt>{t('field.credits')}</dt>
            <dd>{t('credits', { count: activity.credits })}</dd>
          </div>
          <div>
            <dt>{t('field.capacity')}</dt>
            <dd>
              <Places activity={activity} />
              {full ? <span className="lp-activity-full"> · {t('full')}</span> : null}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

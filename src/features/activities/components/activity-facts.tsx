import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { Places } from './activity-card';

/** The activity's fields (spec 001 §3): times, windows, address, credits, places. */
export function ActivityFacts({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const range = (from: number, to: number) =>
    t('range', { from: formatDate(from, 'dateTime'), to: formatDate(to, 'dateTime') });
  const rows: Array<[string, ReactNode]> = [
    [t('field.time'), range(activity.startAt, activity.endAt)],
    [t('field.registration'), range(activity.registerStart, activity.registerEnd)],
    [t('field.signIn'), range(activity.signInStart, activity.signInEnd)],
    [t('field.signOut'), range(activity.signOutStart, activity.signOutEnd)],
    [t('field.address'), activity.address],
    [t('field.credits'), t('credits', { count: activity.credits })],
    [t('field.capacity'), <Places key="places" activity={activity} />],
  ];
  return (
    <dl className="lp-activity-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="lp-activity-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const STEPS = ['applied', 'signed_in', 'signed_out', 'completed'] as const;

/** The learner's way through the activity, step by step, with when each step happened. */
export function ActivityProgress({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const at: Record<(typeof STEPS)[number], number | null> = {
    applied: activity.registeredAt,
    signed_in: activity.signedInAt,
    signed_out: activity.signedOutAt,
    completed: activity.completedAt,
  };
  return (
    <section className="lp-activity-progress" aria-labelledby="lp-activity-progress-title">
      <h2 id="lp-activity-progress-title" className="lp-activity-section-title">
        {t('detail.progress')}
      </h2>
      <ol className="lp-activity-steps">
        {STEPS.map((step) => {
          const time = at[step];
          const label = t(`detail.step.${step}`);
          return (
            <li key={step} className={`lp-activity-step${time !== null ? ' lp-activity-step--done' : ''}`}>
              <span className="lp-activity-step__mark" aria-hidden="true">
                {time !== null ? '✓' : ''}
              </span>
              <span>
                {time !== null
                  ? t('detail.stepAt', { step: label, time: formatDate(time, 'dateTime') })
                  : t('detail.stepPending', { step: label })}
                {step === 'signed_in' && time !== null && activity.signInMethod === 'qr'
                  ? ` (${t('detail.viaQr')})`
                  : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {activity.personal === 'completed' && activity.creditsGranted > 0 ? (
        <p className="lp-activity-earned">{t('detail.earned', { count: activity.creditsGranted })}</p>
      ) : null}
      {activity.personal === 'signed_out' ? <p className="lp-activity-note">{t('detail.completesAtEnd')}</p> : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * Shown while the network is down or saves keep failing: the answers waiting are safe on this
 * device. (A save in flight on a good line shows only in the top bar, so typing does not flicker.)
 */
export function OfflineBanner({ online, pending, failing }: { online: boolean; pending: number; failing: boolean }) {
  const { t } = useTranslation('exams');
  if (online && !failing) return null;
  return (
    <div className="lp-exam-banner lp-exam-banner--offline" role="status" aria-live="polite">
      {pending > 0 ? t('save.offline', { count: pending }) : t('save.offlineNone')}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { HomeDisplayType } from '../../../../protocol';

/** Grey placeholders in the module's shape, so the page does not jump when content arrives. */
export function ModuleSkeleton({ displayType }: { displayType: HomeDisplayType }) {
  const { t } = useTranslation('common');
  const tall = displayType === 'banner' || displayType === 'advert';
  const rows = displayType === 'task' || displayType === 'news';
  return (
    <div className="lp-home-skeleton" role="status" aria-label={t('loading')}>
      {tall ? <div className="lp-home-skeleton-block lp-home-skeleton-tall" /> : null}
      {rows ? [0, 1, 2].map((n) => <div key={n} className="lp-home-skeleton-block lp-home-skeleton-row" />) : null}
      {!tall && !rows ? (
        <div className="lp-home-skeleton-cards">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="lp-home-skeleton-block lp-home-skeleton-card" />
          ))}
        </div>
      ) : null}
    </div>
  );
}

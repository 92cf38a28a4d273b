import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PackageSummary } from '../../../../protocol';
import { PriceTag } from './price-tag';

/** A cover with the title's first letter when the package has no picture. */
export function Cover({ src, title, className }: { src: string; title: string; className: string }) {
  if (src) return <img className={className} src={src} alt="" loading="lazy" />;
  return (
    <div className={`${className} lp-pay-cover--blank`} aria-hidden="true">
      {[...title][0] ?? ''}
    </div>
  );
}

export function PackageCard({ pack }: { pack: PackageSummary }) {
  const { t } = useTranslation('payments');
  return (
    <li className="lp-pay-card">
      <Link to={`/coursepackage/detail/${pack.id}`} className="lp-pay-card__link">
        <Cover src={pack.cover} title={pack.title} className="lp-pay-card__cover" />
        <div className="lp-pay-card__body">
          <h3 className="lp-pay-card__title">{pack.title}</h3>
          <p className="lp-pay-card__summary">{pack.summary}</p>
          <div className="lp-pay-card__meta">
            <span>{t('packages.courses', { n: pack.courseCount, count: pack.courseCount })}</span>
            <span>{t('packages.learners', { n: pack.learnerCount, count: pack.learnerCount })}</span>
          </div>
          <PriceTag feeType={pack.feeType} price={pack.price} pointsPrice={pack.pointsPrice} />
        </div>
      </Link>
    </li>
  );
}

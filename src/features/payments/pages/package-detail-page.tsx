import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getPackage } from '../api/payments-api';
import { LoadState } from '../../../components/load-state';
import { Cover } from '../components/package-card';
import { PackageCourseCard } from '../components/package-course-card';
import { PriceTag } from '../components/price-tag';
import { PurchasePanel } from '../components/purchase-panel';
import { PurchaseSignInPanel } from '../components/purchase-sign-in-panel';
import { paymentKeys } from '../hooks/use-purchase';
import { splitMinutes } from '../payment-format';
import '../payments.css';
import '../payments-mobile.css';
import { LabelledProgress } from '../../../components/labelled-progress';

export interface PackageDetailPageProps {
  id: number;
  signedIn: boolean;
  onSignIn: () => void;
}

/** /coursepackage/detail/:id: the package's courses, totals, the learner's progress and the buy panel. */
export function PackageDetailPage({ id, signedIn, onSignIn }: PackageDetailPageProps) {
  const { t } = useTranslation('payments');
  const client = useQueryClient();
  const query = useQuery({ queryKey: [...paymentKeys.package(id), signedIn], queryFn: () => getPackage(id) });
  if (!query.data)
    return (
      <LoadState
        kind={query.error ? 'error' : 'loading'}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t('package.notFound')}
      />
    );
  const pack = query.data;
  const time = splitMinutes(pack.totalStudyMinutes);
  return (
    <div className="lp-pay-page">
      <Link to="/coursepackage" className="lp-pay-back">
        {t('package.back')}
      </Link>
      <header className="lp-pay-hero">
        <Cover src={pack.cover} title={pack.title} className="lp-pay-hero__cover" />
        <div className="lp-pay-hero__body">
          <h1 className="lp-pay-page__title">{pack.title}</h1>
          <p className="lp-pay-hero__summary">{pack.summary}</p>
          <dl className="lp-pay-stats">
            <div>
              <dt>{t('package.coursesLabel')}</dt>
              <dd>{pack.courseCount}</dd>
            </div>
            <div>
              <dt>{t('package.studyTime')}</dt>
              <dd>{t('package.hoursMinutes', time)}</dd>
            </div>
            <div>
              <dt>{t('package.credits')}</dt>
              <dd>{pack.totalCredits}</dd>
            </div>
            <div>
              <dt>{t('package.learnersLabel')}</dt>
              <dd>{pack.learnerCount}</dd>
            </div>
          </dl>
          {pack.progressPercent !== null ? (
            <div className="lp-pay-hero__progress">
              <span>{t('package.progress')}</span>
              <LabelledProgress percent={pack.progressPercent} label={t('package.progress')} />
            </div>
          ) : null}
          {pack.feeType === 'free' ? <PriceTag feeType="free" price={pack.price} pointsPrice={0} /> : null}
        </div>
      </header>
      {pack.feeType === 'paid' ? (
        signedIn ? (
          <PurchasePanel
            item={{ packageId: pack.id }}
            heading={t('package.buyTitle')}
            onPurchased={() => void client.invalidateQueries({ queryKey: paymentKeys.package(id) })}
          />
        ) : (
          <PurchaseSignInPanel price={pack.price} pointsPrice={pack.pointsPrice} onSignIn={onSignIn} />
        )
      ) : null}
      <h2 className="lp-pay-section-title">{t('package.coursesTitle')}</h2>
      <ul className="lp-pay-grid" aria-label={t('package.coursesTitle')}>
        {pack.courses.map((course) => (
          <PackageCourseCard key={course.id} course={course} signedIn={signedIn} />
        ))}
      </ul>
    </div>
  );
}

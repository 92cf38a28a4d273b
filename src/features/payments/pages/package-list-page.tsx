import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { PACKAGE_LIST_LIMITS } from '../../../../protocol';
import { listPackages } from '../api/payments-api';
import { LoadState } from '../../../components/load-state';
import { PackageCard } from '../components/package-card';
import { paymentKeys } from '../hooks/use-purchase';
import '../payments.css';
import '../payments-mobile.css';

/** /coursepackage: the packages the viewer may see. */
export function PackageListPage() {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const pageSize = PACKAGE_LIST_LIMITS.pageSizeDefault;
  const query = useQuery({ queryKey: paymentKeys.packages(page), queryFn: () => listPackages(page, pageSize) });
  return (
    <div className="lp-pay-page">
      <h1 className="lp-pay-page__title">{t('packages.title')}</h1>
      {!query.data ? (
        <LoadState
          kind={query.error ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          notFoundText={t('packages.empty')}
        />
      ) : query.data.list.length === 0 ? (
        <p className="lp-pay-empty">{t('packages.empty')}</p>
      ) : (
        <>
          <ul className="lp-pay-grid" aria-label={t('packages.title')}>
            {query.data.list.map((pack) => (
              <PackageCard key={pack.id} pack={pack} />
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={pageSize} onPage={setPage} />
        </>
      )}
    </div>
  );
}

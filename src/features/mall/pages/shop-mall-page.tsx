import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, MALL_LIST_LIMITS } from '../../../../protocol';
import { FilterChips } from '../../../components/filter-chips';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api-error';
import { listProducts, type MallSort, type ProductFilter } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { MallClosed } from '../components/mall-closed';
import { MallNav } from '../components/mall-nav';
import { ProductCard } from '../components/product-card';
import '../mall.css';
import '../mall-mobile.css';

/** /shopMall: categories, sort by points, "I can afford", paging (spec 000 §2). */
export function ShopMallPage() {
  const { t } = useTranslation('mall');
  const [filter, setFilter] = useState<ProductFilter>({
    sort: 'default',
    affordable: false,
    page: 1,
    pageSize: MALL_LIST_LIMITS.pageSizeDefault,
  });
  const query = useQuery({
    queryKey: mallKeys.products(filter),
    queryFn: () => listProducts(filter),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  const change = (next: Partial<ProductFilter>) => setFilter((f) => ({ ...f, page: 1, ...next }));
  if (isApiError(query.error) && query.error.code === ErrorCode.MALL_CLOSED) return <MallClosed />;
  const data = query.data;
  return (
    <section className="lp-mall">
      <h1 className="lp-mall__title">{t('title')}</h1>
      <MallNav balance={data?.balance} />
      {data ? (
        <>
          <div className="lp-mall-filters">
            <FilterChips
              label={t('filters.category')}
              chips={[
                { value: undefined, label: t('filters.all') },
                ...data.categories.map((c) => ({ value: c.id, label: c.name })),
              ]}
              selected={filter.categoryId}
              onSelect={(categoryId) => change({ categoryId })}
            />
            <div className="lp-mall-filters__row">
              <label className="lp-mall-field">
                <span>{t('filters.sort')}</span>
                <select value={filter.sort} onChange={(e) => change({ sort: e.target.value as MallSort })}>
                  <option value="default">{t('filters.sortDefault')}</option>
                  <option value="points_asc">{t('filters.sortAsc')}</option>
                  <option value="points_desc">{t('filters.sortDesc')}</option>
                </select>
              </label>
              <label className="lp-mall-check">
                <input
                  type="checkbox"
                  checked={filter.affordable}
                  onChange={(e) => change({ affordable: e.target.checked })}
                />
                <span>{t('filters.affordable')}</span>
              </label>
            </div>
          </div>
          {data.list.length === 0 ? (
            <LoadState kind="empty" emptyText={filter.affordable ? t('emptyAffordable') : t('empty')} />
          ) : (
            <ul className="lp-mall-grid" aria-busy={query.isFetching}>
              {data.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            total={data.total}
            pageSize={filter.pageSize}
            onPage={(page) => setFilter((f) => ({ ...f, page }))}
            label={t('pages')}
          />
        </>
      ) : (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}

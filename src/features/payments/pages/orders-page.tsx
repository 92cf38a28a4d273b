import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { Link } from 'react-router-dom';
import { CourseLink } from '../../../components/course/course-link';
import { ORDER_LIST_LIMITS, type Order } from '../../../../protocol';
import { listOrders } from '../api/payments-api';
import { LoadState } from '../../../components/load-state';
import { OrderStateTag } from '../components/order-state-tag';
import { paymentKeys } from '../hooks/use-purchase';
import { formatDate } from '../../../lib/date-format';
import { formatMoney, formatPoints } from '../payment-format';
import '../payments.css';
import '../payments-mobile.css';

function itemHref(order: Order): string {
  return order.itemType === 'course' ? `/course/${order.itemId}` : `/coursepackage/detail/${order.itemId}`;
}

/** /my/order: the learner's orders (inside the learning centre's menu). */
export function OrdersPage() {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const pageSize = ORDER_LIST_LIMITS.pageSizeDefault;
  const query = useQuery({
    queryKey: paymentKeys.orders(page),
    queryFn: () => listOrders(page, pageSize),
    staleTime: 0,
  });
  return (
    <section className="lp-pay-orders">
      <h1 className="lp-pay-page__title">{t('orders.title')}</h1>
      {!query.data ? (
        <LoadState
          kind={query.error ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          notFoundText={t('orders.empty')}
        />
      ) : query.data.list.length === 0 ? (
        <div className="lp-pay-empty">
          <p>{t('orders.empty')}</p>
          <Link to="/coursepackage">{t('orders.browse')}</Link>
        </div>
      ) : (
        <>
          <table className="lp-pay-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.orderNo')}</th>
                <th scope="col">{t('orders.columns.item')}</th>
                <th scope="col">{t('orders.columns.amount')}</th>
                <th scope="col">{t('orders.columns.state')}</th>
                <th scope="col">{t('orders.columns.time')}</th>
                <th scope="col">{t('orders.columns.validUntil')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.list.map((order) => (
                <tr key={order.orderNo}>
                  <td data-label={t('orders.columns.orderNo')} className="lp-pay-mono">
                    {order.orderNo}
                  </td>
                  <td data-label={t('orders.columns.item')}>
                    <span className="lp-pay-muted">{t(`orders.types.${order.itemType}`)}</span>{' '}
                    {order.itemType === 'course' ? (
                      <CourseLink to={itemHref(order)}>{order.title}</CourseLink>
                    ) : (
                      <Link to={itemHref(order)}>{order.title}</Link>
                    )}
                  </td>
                  <td data-label={t('orders.columns.amount')}>
                    {order.payMethod === 'points'
                      ? t('price.points', { points: formatPoints(order.points), count: order.points })
                      : formatMoney(order.amount)}
                  </td>
                  <td data-label={t('orders.columns.state')}>
                    <OrderStateTag state={order.state} />
                    {order.state === 'unpaid' ? <div className="lp-pay-muted">{t('orders.unpaidHint')}</div> : null}
                  </td>
                  <td data-label={t('orders.columns.time')}>{formatDate(order.createdAt)}</td>
                  <td data-label={t('orders.columns.validUntil')}>
                    {order.validUntil === null ? '—' : formatDate(order.validUntil, 'date')}
                    {order.ended ? <div className="lp-pay-warn">{t('orders.ended')}</div> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={query.data.total} pageSize={pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOOKING_STATES, type BookingState } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { FilterChips } from '../../../components/filter-chips';
import { Pager } from '../../../components/pager';
import { listMyBookings } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { BookingItem } from '../components/booking-item';
import '../lecturers.css';

/** /my/my-booking: the learner's offline bookings of lecturers, by state (decision 0051). */
export function MyBookingsPage() {
  const { t } = useTranslation('lecturers');
  const [status, setStatus] = useState<'' | BookingState>('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: lecturerKeys.mine(status, page),
    queryFn: () => listMyBookings(status, page),
    staleTime: 0,
  });
  return (
    <section className="lp-lect-page">
      <h1 className="lp-lect-page__title">{t('mine.title')}</h1>
      <FilterChips
        label={t('mine.filter')}
        chips={(['', ...BOOKING_STATES] as const).map((s) => ({
          value: s,
          label: s ? t(`booking.state.${s}`) : t('list.all'),
        }))}
        selected={status}
        onSelect={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {!query.data ? (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <LoadState
          kind="empty"
          emptyText={t('mine.empty')}
          action={<Link to="/lecturer/lecturerList">{t('mine.find')}</Link>}
        />
      ) : (
        <>
          <ul className="lp-lect-bookings">
            {query.data.list.map((b) => (
              <BookingItem key={b.id} booking={b} showLecturer />
            ))}
          </ul>
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}

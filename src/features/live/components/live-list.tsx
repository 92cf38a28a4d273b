import { Button, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSummary } from '../../../../protocol/schemas/live';
import { CourseLink } from '../../../components/course/course-link';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { bookLive, listLives, unbookLive } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { PhaseTag } from './phase-tag';
import '../live.css';

/** The lives to book or watch (the meeting and live booking page's first tab). */
export function LiveList() {
  const { t } = useTranslation('live');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: liveKeys.list(page), queryFn: () => listLives(page) });
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (live: LiveSummary) => {
    setBusy(live.id);
    try {
      await (live.booked ? unbookLive(live.id) : bookLive(live.id));
      await queryClient.invalidateQueries({ queryKey: liveKeys.all });
    } catch {
      // Shown by the shared handler.
    } finally {
      setBusy(null);
    }
  };
  if (list.isError) return <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadState kind="loading" />;
  if (list.data.items.length === 0) return <LoadState kind="empty" emptyText={t('list.empty')} />;
  return (
    <div>
      <ul className="lp-live-list" data-testid="live-list">
        {list.data.items.map((live) => (
          <li key={live.id} className="lp-live-list__item">
            <div className="lp-live-list__main">
              <CourseLink to={`/course/live/${live.id}`} className="lp-live-list__title">
                {live.title}
              </CourseLink>
              <p className="lp-live__meta">
                <PhaseTag phase={live.phase} />
                {live.hasPassword ? <Tag>{t('list.password')}</Tag> : null}
                <span>{t('meta.lecturer', { name: live.lecturer })}</span>
                <span>{formatDate(live.startsAt, 'dateTime')}</span>
              </p>
            </div>
            {live.phase === 'not_started' ? (
              <div className="lp-live__booking">
                <span className="lp-live__muted">
                  {t('booking.count', { count: live.bookedCount, limit: live.bookingLimit })}
                </span>
                <Button
                  type={live.booked ? 'secondary' : 'primary'}
                  loading={busy === live.id}
                  onClick={() => void toggle(live)}
                  aria-label={`${live.booked ? t('booking.cancel') : t('booking.book')}: ${live.title}`}
                >
                  {live.booked ? t('booking.cancel') : t('booking.book')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={20} total={list.data.total} onPage={setPage} />
    </div>
  );
}

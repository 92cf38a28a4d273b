import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { notifySuccess } from '../../../lib/notify';
import { chooseSeat, getSeatMap } from '../api/training-api';
import { trainingKeys } from '../api/query-keys';

type Seat = { row: number; seat: number };

/**
 * Seat selection by row and seat. The server decides between two people choosing the same seat:
 * the one who loses is told and sees the seat taken at once (the map is read again).
 */
export function SeatPicker({ trainingId }: { trainingId: number }) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [picked, setPicked] = useState<Seat | null>(null);
  const [problem, setProblem] = useState('');
  const map = useQuery({ queryKey: trainingKeys.seats(trainingId), queryFn: () => getSeatMap(trainingId) });
  const choose = useMutation({
    mutationFn: (seat: Seat) => chooseSeat(trainingId, seat.row, seat.seat),
    onSuccess: (data) => {
      client.setQueryData(trainingKeys.seats(trainingId), data);
      void client.invalidateQueries({ queryKey: trainingKeys.detail(trainingId) });
      setPicked(null);
      setProblem('');
      notifySuccess(t('seats.done'));
    },
    onError: (error) => {
      setPicked(null);
      setProblem(errorText(error));
      if (isApiError(error) && error.code === ErrorCode.TRAINING_SEAT_TAKEN)
        void client.invalidateQueries({ queryKey: trainingKeys.seats(trainingId) });
    },
  });

  if (map.isPending) return <LoadState kind="loading" />;
  if (!map.data) return <LoadState kind="error" error={map.error} onRetry={() => void map.refetch()} />;
  const { rows, cols, taken, mine, venue } = map.data;
  const isTaken = (row: number, seat: number) => taken.some((s) => s.row === row && s.seat === seat);

  return (
    <section className="lp-seats" aria-labelledby="lp-seats-title">
      <h2 id="lp-seats-title">{t('seats.title')}</h2>
      <p className="lp-seats-venue">{t('seats.venue', { venue })}</p>
      {mine ? (
        <p className="lp-seats-mine" role="status">
          {t('seats.mine', { row: mine.row, seat: mine.seat })}
        </p>
      ) : (
        <p>{t('seats.hint')}</p>
      )}
      {problem && (
        <p className="lp-seats-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="lp-seats-stage" aria-hidden="true">
        {t('seats.front')}
      </div>
      <div className="lp-seats-grid" role="grid" aria-label={t('seats.grid')}>
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="lp-seats-row" role="row">
            <span className="lp-seats-row-no" role="rowheader">
              {t('seats.rowShort', { row: r + 1 })}
            </span>
            {Array.from({ length: cols }, (_, s) => {
              const row = r + 1;
              const seat = s + 1;
              const own = mine?.row === row && mine.seat === seat;
              const state = own ? 'mine' : isTaken(row, seat) ? 'taken' : 'free';
              return (
                <span key={s} role="gridcell">
                  <button
                    type="button"
                    className={`lp-seat is-${state}`}
                    disabled={state !== 'free' || mine !== null || choose.isPending}
                    aria-label={t(`seats.cell.${state}`, { row, seat })}
                    data-seat={`${row}-${seat}`}
                    onClick={() => setPicked({ row, seat })}
                  >
                    <span aria-hidden="true">{state === 'mine' ? '★' : state === 'taken' ? '✕' : seat}</span>
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <ul className="lp-seats-legend">
        <li>
          <span className="lp-seat is-free" aria-hidden="true">
            1
          </span>{' '}
          {t('seats.legendFree')}
        </li>
        <li>
          <span className="lp-seat is-taken" aria-hidden="true">
            ✕
          </span>{' '}
          {t('seats.legendTaken')}
        </li>
        <li>
          <span className="lp-seat is-mine" aria-hidden="true">
            ★
          </span>{' '}
          {t('seats.legendMine')}
        </li>
      </ul>
      <Modal
        visible={picked !== null}
        title={t('seats.confirmTitle')}
        onCancel={() => setPicked(null)}
        footer={
          <>
            <Button onClick={() => setPicked(null)}>{t('seats.cancel')}</Button>
            <Button type="primary" loading={choose.isPending} onClick={() => picked && choose.mutate(picked)}>
              {t('seats.confirm')}
            </Button>
          </>
        }
      >
        {picked && t('seats.confirmText', { row: picked.row, seat: picked.seat })}
      </Modal>
    </section>
  );
}

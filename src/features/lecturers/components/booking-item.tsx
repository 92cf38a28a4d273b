import { Button, Input, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LECTURER_LIMITS, type Booking } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { cancelBooking, completeBooking, evaluateBooking } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { GivenStars, StarInput } from './star-input';

/**
 * One offline booking with the steps the learner may take in its state (spec 001 §4): cancel
 * before it starts, confirm completion once it started, then rate it. The server decides each step.
 */
export function BookingItem({ booking, showLecturer }: { booking: Booking; showLecturer: boolean }) {
  const { t } = useTranslation('lecturers');
  const client = useQueryClient();
  const ids = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: lecturerKeys.all });
  const step = useMutation({
    mutationFn: (kind: 'cancel' | 'complete' | 'evaluate') =>
      kind === 'cancel'
        ? cancelBooking(booking.id)
        : kind === 'complete'
          ? completeBooking(booking.id)
          : evaluateBooking(booking.id, stars, text),
    onSettled: refresh,
  });
  // The time the item was shown: a booking starting meanwhile is refused by the server anyway.
  const [now] = useState(Date.now);
  const started = booking.startsAt <= now;
  return (
    <li className="lp-lect-booking">
      <div className="lp-lect-booking__head">
        <span className={`lp-lect-state lp-lect-state--${booking.status}`}>{t(`booking.state.${booking.status}`)}</span>
        <time dateTime={formatDate(booking.startsAt, 'iso')}>
          {formatDate(booking.startsAt, 'date')} {formatDate(booking.startsAt, 'time')}–
          {formatDate(booking.endsAt, 'time')}
        </time>
        {showLecturer ? (
          <Link to={`/lecturer/lecturerDetail/${booking.lecturerId}`}>{booking.lecturerName}</Link>
        ) : null}
      </div>
      {booking.note ? <p className="lp-lect-booking__note">{booking.note}</p> : null}
      {booking.status === 'ended' && booking.stars > 0 ? (
        <p className="lp-lect-booking__eval">
          <GivenStars value={booking.stars} />{' '}
          <span className="lp-lect-muted">{t('dimensions.mine', { count: booking.stars })}</span>
          {booking.evaluation ? <span className="lp-lect-booking__evaltext">{booking.evaluation}</span> : null}
        </p>
      ) : null}
      <div className="lp-lect-booking__actions">
        {(booking.status === 'pending' || booking.status === 'confirmed') && !started ? (
          <Popconfirm
            title={t('booking.cancelConfirm')}
            okText={t('booking.cancel')}
            cancelText={t('common.back')}
            onOk={() => step.mutate('cancel')}
          >
            <Button size="small" status="danger" loading={step.isPending && step.variables === 'cancel'}>
              {t('booking.cancel')}
            </Button>
          </Popconfirm>
        ) : null}
        {booking.status === 'confirmed' && started ? (
          <Button size="small" type="primary" loading={step.isPending} onClick={() => step.mutate('complete')}>
            {t('booking.complete')}
          </Button>
        ) : null}
        {booking.status === 'confirmed' && !started ? (
          <span className="lp-lect-muted">{t('booking.completeLater')}</span>
        ) : null}
        {booking.status === 'pending' ? <span className="lp-lect-muted">{t('booking.waiting')}</span> : null}
      </div>
      {booking.status === 'evaluating' ? (
        <form
          className="lp-lect-evaluate"
          onSubmit={(event) => {
            event.preventDefault();
            if (stars > 0 && !step.isPending) step.mutate('evaluate');
          }}
        >
          <span id={`${ids}-stars`}>{t('booking.rateIt')}</span>
          <StarInput value={stars} onChange={setStars} labelledBy={`${ids}-stars`} />
          <Input
            aria-label={t('booking.evaluation')}
            placeholder={t('booking.evaluation')}
            value={text}
            onChange={setText}
            maxLength={LECTURER_LIMITS.evaluationChars}
          />
          <Button htmlType="submit" type="primary" size="small" disabled={stars < 1} loading={step.isPending}>
            {t('booking.submitRating')}
          </Button>
        </form>
      ) : null}
      {step.error ? (
        <p role="alert" className="lp-lect-error">
          {errorText(step.error)}
        </p>
      ) : null}
    </li>
  );
}

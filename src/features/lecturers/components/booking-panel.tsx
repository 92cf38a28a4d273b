import { Button, Input, Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LECTURER_LIMITS, type BookingSlots } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { createBooking, getBookingSlots, newRequestId } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';
import { BookingItem } from './booking-item';

const STEP = LECTURER_LIMITS.bookingStepMs;

interface Cell {
  startsAt: number;
  /** The open window the cell belongs to: a booking never crosses windows. */
  windowEnd: number;
  taken: boolean;
}

/** Half-hour cells of the open windows, grouped by the reader's local day. */
export function cellsByDay(slots: BookingSlots, now: number): Map<string, Cell[]> {
  const days = new Map<string, Cell[]>();
  for (const w of slots.windows) {
    for (let at = w.startsAt; at + STEP <= w.endsAt; at += STEP) {
      if (at <= now) continue;
      const taken = slots.taken.some((s) => s.startsAt < at + STEP && at < s.endsAt);
      const day = formatDate(at, 'date');
      days.set(day, [...(days.get(day) ?? []), { startsAt: at, windowEnd: w.endsAt, taken }]);
    }
  }
  return days;
}

/** How long a booking from `cell` may last: free half hours in a row, within its window, at most 4 hours. */
export function maxLength(cells: Cell[], cell: Cell): number {
  let length = 0;
  for (const c of cells) {
    if (c.startsAt < cell.startsAt) continue;
    if (c.startsAt !== cell.startsAt + length || c.taken || c.startsAt + STEP > cell.windowEnd) break;
    length += STEP;
    if (length >= LECTURER_LIMITS.bookingMaxMs) break;
  }
  return length;
}

/** Offline booking of a lecturer: pick a day, a start and a length in the open hours, add a note, book. */
export function BookingPanel({ lecturerId, place }: { lecturerId: number; place: string }) {
  const { t } = useTranslation('lecturers');
  const client = useQueryClient();
  const ids = useId();
  const slots = useQuery({
    queryKey: lecturerKeys.slots(lecturerId),
    queryFn: () => getBookingSlots(lecturerId),
    staleTime: 0,
  });
  const days = useMemo(
    () => (slots.data ? cellsByDay(slots.data, slots.dataUpdatedAt) : new Map<string, Cell[]>()),
    [slots.data, slots.dataUpdatedAt],
  );
  const [day, setDay] = useState('');
  const [start, setStart] = useState<Cell | null>(null);
  const [length, setLength] = useState(2 * STEP);
  const [note, setNote] = useState('');
  const requestId = useRef(newRequestId());
  const dayKeys = [...days.keys()];
  const currentDay = day && days.has(day) ? day : (dayKeys[0] ?? '');
  const cells = days.get(currentDay) ?? [];
  const longest = start ? maxLength(cells, start) : 0;
  const chosenLength = Math.min(length, longest);
  const book = useMutation({
    mutationFn: () =>
      createBooking({
        requestId: requestId.current,
        teacherId: lecturerId,
        startsAt: start!.startsAt,
        endsAt: start!.startsAt + chosenLength,
        note,
      }),
    onSuccess: () => {
      Message.success(t('booking.booked'));
      requestId.current = newRequestId();
      setStart(null);
      setNote('');
    },
    onError: () => {
      // A new choice is a new booking: a retry after "re-choose" must not reuse the refused id.
      requestId.current = newRequestId();
    },
    onSettled: () => void client.invalidateQueries({ queryKey: lecturerKeys.slots(lecturerId) }),
  });

  if (!slots.data) return null;
  return (
    <section className="lp-lect-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="lp-lect-section__title">
        {t('booking.title')}
      </h2>
      {place ? <p className="lp-lect-muted">{t('booking.place', { place })}</p> : null}
      {dayKeys.length === 0 ? (
        <p className="lp-lect-muted">{t('booking.noHours')}</p>
      ) : (
        <>
          <div className="lp-lect-days" role="group" aria-label={t('booking.day')}>
            {dayKeys.map((key) => (
              <button
                key={key}
                type="button"
                className="lp-lect-day"
                aria-pressed={key === currentDay}
                onClick={() => {
                  setDay(key);
                  setStart(null);
                }}
              >
                {formatDate(days.get(key)![0]!.startsAt, 'monthDay')}
              </button>
            ))}
          </div>
          <div className="lp-lect-cells" role="group" aria-label={t('booking.start')}>
            {cells.map((cell) => {
              const inChoice =
                start && cell.startsAt >= start.startsAt && cell.startsAt < start.startsAt + chosenLength;
              return (
                <button
                  key={cell.startsAt}
                  type="button"
                  className={`lp-lect-cell${cell.taken ? ' lp-lect-cell--taken' : ''}${inChoice ? ' lp-lect-cell--chosen' : ''}`}
                  disabled={cell.taken}
                  aria-pressed={Boolean(inChoice)}
                  aria-label={`${formatDate(cell.startsAt, 'time')}${cell.taken ? ` ${t('booking.taken')}` : ''}`}
                  onClick={() => setStart(cell)}
                >
                  {formatDate(cell.startsAt, 'time')}
                  {cell.taken ? <span className="lp-lect-cell__tag">{t('booking.taken')}</span> : null}
                </button>
              );
            })}
          </div>
          <div className="lp-lect-bookform">
            <label htmlFor={`${ids}-length`}>{t('booking.length')}</label>
            <Select
              id={`${ids}-length`}
              aria-label={t('booking.length')}
              value={chosenLength || length}
              disabled={!start}
              onChange={(value: number) => setLength(value)}
              options={Array.from(
                { length: Math.max(1, (longest || LECTURER_LIMITS.bookingMaxMs) / STEP) },
                (_, i) => ({
                  value: (i + 1) * STEP,
                  label: t('booking.minutes', { count: ((i + 1) * STEP) / 60_000 }),
                }),
              )}
            />
            <label htmlFor={`${ids}-note`}>{t('booking.note')}</label>
            <Input.TextArea
              id={`${ids}-note`}
              value={note}
              onChange={setNote}
              maxLength={LECTURER_LIMITS.bookingNoteChars}
              showWordLimit
              placeholder={t('booking.notePlaceholder')}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
            <p className="lp-lect-muted" aria-live="polite">
              {start
                ? t('booking.summary', {
                    day: formatDate(start.startsAt, 'date'),
                    from: formatDate(start.startsAt, 'time'),
                    to: formatDate(start.startsAt + chosenLength, 'time'),
                  })
                : t('booking.pick')}
            </p>
            <Button
              type="primary"
              disabled={!start || chosenLength < STEP}
              loading={book.isPending}
              onClick={() => !book.isPending && book.mutate()}
            >
              {t('booking.submit')}
            </Button>
            {book.error ? (
              <p role="alert" className="lp-lect-error">
                {errorText(book.error)}
              </p>
            ) : null}
          </div>
        </>
      )}
      {slots.data.mine.length > 0 ? (
        <>
          <h3 className="lp-lect-section__sub">{t('booking.mineHere')}</h3>
          <ul className="lp-lect-bookings">
            {slots.data.mine.map((b) => (
              <BookingItem key={b.id} booking={b} showLecturer={false} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

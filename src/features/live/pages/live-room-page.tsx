import { Button } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChatLine, LiveRoom } from '../../../../protocol/schemas/live';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { bookLive, chatHistory, getLive, unbookLive } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { LiveChat } from '../components/live-chat';
import { LiveConsole } from '../components/live-console';
import { LivePassword } from '../components/live-password';
import { LiveStage } from '../components/live-stage';
import { PhaseTag } from '../components/phase-tag';
import { useLiveHeartbeat } from '../hooks/use-live-heartbeat';
import { mergeLines, useLiveStream } from '../hooks/use-live-stream';
import '../live.css';

/** /course/live/:id — the live room (spec 001 §2, §4 Live; decision 0052). */
export function LiveRoomPage({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const room = useQuery({ queryKey: liveKeys.room(liveId), queryFn: () => getLive(liveId), enabled: liveId > 0 });
  if (liveId <= 0) return <LoadState kind="empty" emptyText={t('notFound')} />;
  if (room.isError)
    return (
      <LoadState kind="error" error={room.error} notFoundText={t('notFound')} onRetry={() => void room.refetch()} />
    );
  if (!room.data) return <LoadState kind="loading" />;
  if (room.data.locked)
    return (
      <div className="lp-live lp-live--locked">
        <h1 className="lp-live__title">{room.data.title}</h1>
        <LivePassword
          liveId={liveId}
          onUnlocked={() => void queryClient.invalidateQueries({ queryKey: liveKeys.room(liveId) })}
        />
      </div>
    );
  return <Room room={room.data} onRoom={(next) => queryClient.setQueryData(liveKeys.room(liveId), next)} />;
}

function Room({ room, onRoom }: { room: LiveRoom; onRoom(room: LiveRoom): void }) {
  const { t } = useTranslation('live');
  const history = useQuery({ queryKey: liveKeys.chat(room.id), queryFn: () => chatHistory(room.id) });
  const [sent, setSent] = useState<LiveChatLine[]>([]);
  const stream = useLiveStream(room.streamUrl, history.data?.items ?? EMPTY);
  const phase = stream.phase ?? room.phase;
  const playing = useRef(false);
  const isPlaying = useCallback(() => playing.current, []);
  useLiveHeartbeat(room.id, true, room.heartbeatSeconds, isPlaying);
  const [booking, setBooking] = useState(false);
  const toggleBooking = async () => {
    setBooking(true);
    try {
      const next = room.booked ? await unbookLive(room.id) : await bookLive(room.id);
      onRoom({ ...room, ...next });
    } catch {
      // Shown by the shared handler (full, closed).
    } finally {
      setBooking(false);
    }
  };
  const lines = mergeLines(stream.lines, sent);
  return (
    <div className="lp-live">
      <header className="lp-live__head">
        <div>
          <h1 className="lp-live__title">{room.title}</h1>
          <p className="lp-live__meta">
            <PhaseTag phase={phase} testId="live-phase" />
            <span>{t('meta.lecturer', { name: room.lecturer })}</span>
            <span>
              {formatDate(room.startsAt, 'dateTime')} – {formatDate(room.endsAt, 'time')}
            </span>
          </p>
        </div>
        {phase === 'not_started' ? (
          <div className="lp-live__booking">
            <span className="lp-live__muted">
              {t('booking.count', { count: room.bookedCount, limit: room.bookingLimit })}
            </span>
            <Button type={room.booked ? 'secondary' : 'primary'} loading={booking} onClick={() => void toggleBooking()}>
              {room.booked ? t('booking.cancel') : t('booking.book')}
            </Button>
          </div>
        ) : null}
      </header>
      {room.canManage ? <LiveConsole room={room} phase={phase} onChanged={onRoom} /> : null}
      <div className="lp-live__body">
        <div className="lp-live__main">
          <LiveStage room={room} phase={phase} onPlayingChange={(p) => (playing.current = p)} />
          {room.intro ? (
            <section className="lp-live__intro" aria-labelledby="lp-live-intro">
              <h2 id="lp-live-intro">{t('intro')}</h2>
              <p>{room.intro}</p>
            </section>
          ) : null}
        </div>
        <LiveChat
          liveId={room.id}
          lines={lines}
          viewers={stream.viewers ?? room.viewerCount}
          closed={phase === 'ended' || phase === 'playback'}
          onSent={(line) => setSent((s) => [...s, line])}
        />
      </div>
    </div>
  );
}

const EMPTY: LiveChatLine[] = [];

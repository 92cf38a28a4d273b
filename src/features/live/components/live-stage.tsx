import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LivePhase, LiveRoom } from '../../../../protocol/schemas/live';
import { getHostAdapter } from '../../../../host-adapters';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { livePlayAddress } from '../api/live-api';
import { liveKeys } from '../api/query-keys';
import { LivePlayer } from './live-player';

/** The picture area: the player while there is something to watch, else what the state means. */
export function LiveStage({
  room,
  phase,
  onPlayingChange,
}: {
  room: LiveRoom;
  phase: LivePhase;
  onPlayingChange(p: boolean): void;
}) {
  const { t } = useTranslation('live');
  const watchable = phase === 'live' || phase === 'playback';
  const play = useQuery({
    queryKey: liveKeys.play(room.id, phase),
    queryFn: () => livePlayAddress(room.id, room.provider),
    enabled: watchable,
    staleTime: 5 * 60 * 1000,
  });
  const host = getHostAdapter();
  if (!watchable) {
    const text =
      phase === 'not_started'
        ? t('stage.notStarted', { time: formatDate(room.startsAt, 'dateTime') })
        : phase === 'away'
          ? t('stage.away')
          : t('stage.ended');
    return (
      <div className={`lp-live__player lp-live__player--${phase}`} data-testid="live-stage" data-phase={phase}>
        <div className="lp-live__overlay" role="status">
          <span className="lp-live__overlay-icon" aria-hidden="true">
            {phase === 'away' ? '☕' : phase === 'ended' ? '■' : '◷'}
          </span>
          <p className="lp-live__overlay-title">{t(`phase.${phase}`)}</p>
          <p>{text}</p>
        </div>
      </div>
    );
  }
  if (play.isError) return <LoadState kind="error" error={play.error} onRetry={() => void play.refetch()} />;
  if (!play.data)
    return <div className="lp-live__player" aria-busy="true" data-testid="live-stage" data-phase={phase} />;
  return (
    <div data-testid="live-stage" data-phase={phase}>
      {play.data.url ? (
        <LivePlayer
          key={play.data.url}
          url={play.data.url}
          kind={play.data.kind === 'playback' ? 'playback' : 'live'}
          title={room.title}
          onPlayingChange={onPlayingChange}
        />
      ) : null}
      {/* Inside DingTalk a DingTalk live also opens in the client's own live view. */}
      {host.kind === 'dingtalk' && play.data.openUrl ? (
        <button type="button" className="lp-live__link-button" onClick={() => void host.openLive(play.data.openUrl)}>
          {t('stage.openInDingtalk')}
        </button>
      ) : null}
    </div>
  );
}

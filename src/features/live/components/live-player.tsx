import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getHostAdapter } from '../../../../host-adapters';
import { mediaUrl } from '../../../lib/media-url';

interface LivePlayerProps {
  /** HLS playlist (the provider's address); the live window or the recording. */
  url: string;
  kind: 'live' | 'playback';
  title: string;
  onPlayingChange(playing: boolean): void;
}

/**
 * The provider's stream in the page: Safari plays HLS natively; elsewhere hls.js (loaded only
 * here, so the room's chunk stays small until a stream is shown) feeds Media Source Extensions.
 */
export function LivePlayer({ url, kind, title, onPlayingChange }: LivePlayerProps) {
  const { t } = useTranslation('live');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    const source = mediaUrl(url);
    let destroyed = false;
    let destroy = () => {};
    const start = () => void element.play().catch(() => undefined);
    if (element.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
      element.src = source;
      start();
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) return setFailed(true);
        const hls = new Hls({ liveSyncDurationCount: 2, enableWorker: true });
        let recoveries = 0;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // A network or media hiccup is retried a few times; beyond that the page offers a refresh.
          if (recoveries++ < 3 && data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
          else if (recoveries < 4 && data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
          else setFailed(true);
        });
        hls.loadSource(source);
        hls.attachMedia(element);
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      destroyed = true;
      destroy();
      element.removeAttribute('src');
    };
  }, [url]);

  return (
    <div className="lp-live__player">
      <video
        ref={video}
        data-testid="live-video"
        className="lp-live__video"
        controls
        muted
        playsInline
        aria-label={t(kind === 'live' ? 'player.liveLabel' : 'player.playbackLabel', { title })}
        onPlaying={() => onPlayingChange(true)}
        onPause={() => onPlayingChange(false)}
        onEnded={() => onPlayingChange(false)}
      />
      {kind === 'live' ? (
        <span className="lp-live__badge lp-live__badge--live">{t('phase.live')}</span>
      ) : (
        <span className="lp-live__badge">{t('phase.playback')}</span>
      )}
      {failed ? (
        <div className="lp-live__overlay" role="alert">
          <p>{t('player.failed')}</p>
          <button type="button" className="lp-live__link-button" onClick={() => getHostAdapter().navigation.reload()}>
            {t('player.refresh')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

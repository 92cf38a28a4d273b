import { useEffect, useRef } from 'react';
import { liveHeartbeat } from '../api/live-api';

/**
 * Watch-time heartbeats while the room is open: the first says "starting now", the next ones
 * "still watching" while the video plays and the page is visible. The server decides what is
 * credited (decision 0052), so a hidden or paused page simply credits nothing; the last beat is
 * sent when the page closes or is hidden.
 */
export function useLiveHeartbeat(liveId: number, enabled: boolean, seconds: number, isPlaying: () => boolean) {
  const playing = useRef(isPlaying);
  useEffect(() => {
    playing.current = isPlaying;
  }, [isPlaying]);
  useEffect(() => {
    if (!enabled) return;
    const beat = (active: boolean) => void liveHeartbeat(liveId, active).catch(() => undefined);
    beat(false);
    const timer = window.setInterval(
      () => beat(document.visibilityState === 'visible' && playing.current()),
      seconds * 1000,
    );
    const onHide = () => {
      if (document.visibilityState === 'hidden') beat(playing.current());
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      beat(playing.current());
    };
  }, [liveId, enabled, seconds]);
}

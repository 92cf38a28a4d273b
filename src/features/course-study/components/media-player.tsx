import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaControls } from './media-controls';

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  src: string;
  /** Where to resume (seconds). */
  startAt: number;
  /** Current position for the heartbeats. */
  positionRef: { current: number };
  onRunningChange: (running: boolean) => void;
  /** The learner moved while paused: keep the resume point. */
  onSeeked: () => void;
  onEnded: () => void;
  onError: () => void;
}

/**
 * A native media element with our own controls. Keyboard: Space or K plays and pauses, ← / →
 * skip 5 seconds, J / L (or Shift + arrows) skip 10.
 */
export function MediaPlayer({
  kind,
  src,
  startAt,
  positionRef,
  onRunningChange,
  onSeeked,
  onEnded,
  onError,
}: MediaPlayerProps) {
  const { t } = useTranslation('course-study');
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(startAt);
  const [duration, setDuration] = useState(0);
  const resumed = useRef(false);

  useEffect(() => {
    resumed.current = false;
  }, [src]);

  const seek = useCallback((seconds: number) => {
    const element = media.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.max(0, Math.min(seconds, end));
  }, []);
  const toggle = useCallback(() => {
    const element = media.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }, []);
  const skip = useCallback((delta: number) => seek((media.current?.currentTime ?? 0) + delta), [seek]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button, input, [role="slider"]') && event.key === ' ') return;
    const long = event.shiftKey;
    const actions: Record<string, () => void> = {
      ' ': toggle,
      k: toggle,
      ArrowLeft: () => skip(long ? -10 : -5),
      ArrowRight: () => skip(long ? 10 : 5),
      j: () => skip(-10),
      l: () => skip(10),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const Element = kind === 'video' ? 'video' : 'audio';
  return (
    <div
      className={`lp-study-player lp-study-player-${kind}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="group"
      aria-label={t('player.label')}
    >
      <Element
        ref={media}
        src={src}
        preload="metadata"
        playsInline
        className="lp-study-media"
        data-testid="study-media"
        onClick={toggle}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          setDuration(element.duration);
          // Resume where the learner left off, unless that was the very end.
          if (!resumed.current && startAt > 0 && startAt < element.duration - 1) element.currentTime = startAt;
          resumed.current = true;
          // Show where playback really starts (from the beginning when the resume point was the end).
          setCurrent(element.currentTime);
          positionRef.current = element.currentTime;
        }}
        onTimeUpdate={(event) => {
          positionRef.current = event.currentTarget.currentTime;
          setCurrent(event.currentTarget.currentTime);
        }}
        onSeeked={(event) => {
          positionRef.current = event.currentTarget.currentTime;
          setCurrent(event.currentTarget.currentTime);
          onSeeked();
        }}
        onPlay={() => {
          setPlaying(true);
          onRunningChange(true);
        }}
        onPause={() => {
          positionRef.current = media.current?.currentTime ?? positionRef.current;
          setPlaying(false);
          onRunningChange(false);
        }}
        onEnded={() => {
          setPlaying(false);
          onRunningChange(false);
          onEnded();
        }}
        onError={onError}
      />
      {kind === 'audio' && (
        <div className="lp-study-audio-art" aria-hidden="true">
          ♪
        </div>
      )}
      <MediaControls
        playing={playing}
        current={current}
        duration={duration}
        onToggle={toggle}
        onSeek={seek}
        onSkip={skip}
      />
      <p className="lp-study-hint">{t('player.keys')}</p>
    </div>
  );
}

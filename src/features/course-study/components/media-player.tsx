import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaControls } from './media-controls';
import { isTyping, playerKeyAction, type PlayerSkips } from './player-keys';

type NativeFullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

/** Whether this browser can show the player full screen, by the Fullscreen API or the video's own (iOS). */
function fullscreenAvailable(): boolean {
  if (typeof document === 'undefined') return false;
  if (document.fullscreenEnabled) return true;
  return typeof HTMLVideoElement !== 'undefined' && 'webkitEnterFullscreen' in HTMLVideoElement.prototype;
}

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
  /** The enterprise's short and long skips (seconds). */
  skips: PlayerSkips;
}

/**
 * A native media element with our own controls. Keyboard (player-keys.ts), from the moment the
 * player is on the page, without a click on it first: Space or K plays and pauses, ← / → skip the
 * short skip, J / L (or Shift + arrows) the long one; never while the learner types somewhere.
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
  skips,
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

  // A chapter just opened takes the focus (from the chapter list's button, whose Space would be its
  // own), unless the learner is typing a note or a comment meanwhile.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isTyping(document.activeElement)) box.current?.focus({ preventScroll: true });
  }, []);

  // On the document, not the player's box: the keys work as soon as the page is open.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const action = playerKeyAction(event, skips);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'toggle') toggle();
      else skip(action.delta);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [skips, toggle, skip]);

  // Full screen: the player's box (our controls come along) where the Fullscreen API exists, else
  // the video's own full screen (iOS WebViews: webkitEnterFullscreen). Inline play stays the default.
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(box.current !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(() => {
    const element = box.current;
    if (!element) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const native = () => (media.current as NativeFullscreenVideo | null)?.webkitEnterFullscreen?.();
    if (typeof element.requestFullscreen !== 'function') return native();
    element.requestFullscreen().then(
      // A phone shows a widescreen video sideways; where the browser refuses, the learner turns it.
      () => void (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape').catch(() => undefined),
      native,
    );
  }, []);
  const canFullscreen = kind === 'video' && fullscreenAvailable();

  const Element = kind === 'video' ? 'video' : 'audio';
  return (
    <div
      ref={box}
      className={`lp-study-player lp-study-player-${kind}`}
      tabIndex={0}
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
        skips={skips}
        fullscreen={canFullscreen ? { active: fullscreen, onToggle: toggleFullscreen } : null}
      />
      <p className="lp-study-hint">
        {t('player.keys', {
          short: t('player.keysShort', { count: skips.short }),
          long: t('player.keysLong', { count: skips.long }),
        })}
      </p>
    </div>
  );
}

import { Button, Slider } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Slider/style/css.js';
import { useTranslation } from 'react-i18next';
import { formatClock } from './format-time';
import type { PlayerSkips } from './player-keys';

export interface MediaControlsProps {
  playing: boolean;
  current: number;
  duration: number;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onSkip: (delta: number) => void;
  skips: PlayerSkips;
  /** Video only: the full-screen switch (null for audio, or where the browser has no full screen). */
  fullscreen?: { active: boolean; onToggle: () => void } | null;
}

/** Play/pause, a seek bar and the short and long skips, 5 / 10 s unless the enterprise says (also on the keyboard). */
export function MediaControls({
  playing,
  current,
  duration,
  onToggle,
  onSeek,
  onSkip,
  skips,
  fullscreen = null,
}: MediaControlsProps) {
  const { t } = useTranslation('course-study');
  const deltas = [-skips.long, -skips.short, skips.short, skips.long];
  return (
    <div className="lp-study-controls">
      <Button
        type="primary"
        shape="round"
        onClick={onToggle}
        aria-label={playing ? t('player.pause') : t('player.play')}
      >
        {playing ? t('player.pause') : t('player.play')}
      </Button>
      {deltas.map((delta) => (
        <Button
          key={delta}
          size="small"
          onClick={() => onSkip(delta)}
          aria-label={
            delta < 0
              ? t('player.back', { seconds: -delta, count: -delta })
              : t('player.forward', { seconds: delta, count: delta })
          }
        >
          {delta < 0 ? `−${-delta}s` : `+${delta}s`}
        </Button>
      ))}
      <div className="lp-study-seek">
        <Slider
          value={Math.min(current, duration || 0)}
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          formatTooltip={(value) => formatClock(Number(value))}
          onChange={(value) => onSeek(Number(value))}
          aria-label={t('player.seek')}
        />
      </div>
      <span className="lp-study-time" aria-label={t('player.time')}>
        {formatClock(current)} / {formatClock(duration)}
      </span>
      {fullscreen ? (
        <Button
          className="lp-study-fullscreen"
          icon={fullscreen.active ? <IconFullscreenExit /> : <IconFullscreen />}
          onClick={fullscreen.onToggle}
          aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
          aria-pressed={fullscreen.active}
        />
      ) : null}
    </div>
  );
}

import { Button, Slider } from '@arco-design/web-react';
import '@arco-design/web-react/es/Slider/style/css.js';
import { useTranslation } from 'react-i18next';
import { formatClock } from './format-time';

export interface MediaControlsProps {
  playing: boolean;
  current: number;
  duration: number;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onSkip: (delta: number) => void;
}

const SKIPS = [-10, -5, 5, 10];

/** Play/pause, a seek bar and the 5 / 10 second skips (also on the keyboard, see media-player). */
export function MediaControls({ playing, current, duration, onToggle, onSeek, onSkip }: MediaControlsProps) {
  const { t } = useTranslation('course-study');
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
      {SKIPS.map((delta) => (
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
    </div>
  );
}

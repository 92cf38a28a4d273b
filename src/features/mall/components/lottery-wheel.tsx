import { useTranslation } from 'react-i18next';
import type { LotteryPrize } from '../../../../protocol';
import { mediaUrl } from '../../../lib/media-url';

export interface WheelSegment {
  /** null: "no prize this time". */
  prize: LotteryPrize | null;
}

/** The wheel's segments: every prize, then one "no prize" segment. */
export function segmentsOf(prizes: LotteryPrize[]): WheelSegment[] {
  return [...prizes.map((prize) => ({ prize })), { prize: null }];
}

/** The rotation (degrees, clockwise) that brings segment `index` under the pointer at the top, after `turns` full turns. */
export function rotationFor(index: number, count: number, turns: number, from = 0): number {
  const size = 360 / count;
  const target = 360 - (index * size + size / 2);
  const base = Math.ceil(from / 360) * 360;
  return base + turns * 360 + target;
}

const R = 150;
const COLOURS = ['#fde68a', '#fed7aa', '#bfdbfe', '#bbf7d0', '#e9d5ff', '#fecdd3'];

function arc(i: number, count: number): string {
  const a0 = ((i / count) * 2 - 0.5) * Math.PI;
  const a1 = (((i + 1) / count) * 2 - 0.5) * Math.PI;
  const large = 1 / count > 0.5 ? 1 : 0;
  return `M${R},${R} L${R + R * Math.cos(a0)},${R + R * Math.sin(a0)} A${R},${R} 0 ${large} 1 ${R + R * Math.cos(a1)},${R + R * Math.sin(a1)} Z`;
}

/**
 * The wheel, turned to `rotation` by CSS (its transition is off when the learner prefers reduced
 * motion, mall.css). Decorative for screen readers: the result is announced in text by the page.
 */
export function LotteryWheel({
  segments,
  rotation,
  spinning,
  onSettled,
}: {
  segments: WheelSegment[];
  rotation: number;
  spinning: boolean;
  onSettled: () => void;
}) {
  const { t } = useTranslation('mall');
  const count = segments.length;
  return (
    <div className="lp-wheel" aria-hidden="true">
      <div className="lp-wheel__pointer" />
      <svg
        viewBox={`0 0 ${2 * R} ${2 * R}`}
        className={`lp-wheel__disc${spinning ? ' lp-wheel__disc--spinning' : ''}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={onSettled}
      >
        {segments.map((segment, i) => {
          const mid = ((i + 0.5) / count) * 360;
          const out = segment.prize !== null && !segment.prize.available;
          return (
            <g key={segment.prize?.id ?? 'none'}>
              <path
                d={arc(i, count)}
                fill={out ? '#e5e7eb' : COLOURS[i % COLOURS.length]}
                stroke="#fff"
                strokeWidth="2"
              />
              <g transform={`rotate(${mid} ${R} ${R})`}>
                {segment.prize?.image ? (
                  <image
                    href={mediaUrl(segment.prize.image)}
                    x={R - 18}
                    y={28}
                    width={36}
                    height={36}
                    opacity={out ? 0.4 : 1}
                  />
                ) : null}
                <text x={R} y={segment.prize?.image ? 82 : 60} textAnchor="middle" className="lp-wheel__label">
                  {segment.prize ? segment.prize.name.slice(0, 10) : t('lottery.none')}
                </text>
                {out ? (
                  <text x={R} y={98} textAnchor="middle" className="lp-wheel__out">
                    {t('lottery.out')}
                  </text>
                ) : null}
              </g>
            </g>
          );
        })}
        <circle cx={R} cy={R} r={26} fill="#fff" stroke="#f59e0b" strokeWidth="4" />
      </svg>
    </div>
  );
}

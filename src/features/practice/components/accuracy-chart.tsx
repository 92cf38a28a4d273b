import { useTranslation } from 'react-i18next';
import type { AccuracyDay } from '../../../../protocol';

const W = 720;
const H = 180;
const PAD = { left: 40, right: 16, top: 16, bottom: 28 };

/** Accuracy of the last 14 days as a small SVG line over answer-count bars (no chart library installed). */
export function AccuracyChart({ days }: { days: AccuracyDay[] }) {
  const { t } = useTranslation('practice');
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, days.length);
  const maxAnswered = Math.max(1, ...days.map((d) => d.answered));
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (accuracy: number) => PAD.top + innerH - (accuracy / 100) * innerH;
  const points = days.flatMap((d, i) => (d.accuracy === null ? [] : [`${x(i)},${y(d.accuracy)}`]));
  const summary = days
    .filter((d) => d.answered > 0)
    .map((d) => t('chart.dayLabel', { day: d.day, accuracy: d.accuracy ?? 0, answered: d.answered, count: d.answered }))
    .join('; ');
  return (
    <figure className="lp-practice__chart">
      <figcaption>{t('chart.title')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary || t('chart.empty')} data-testid="accuracy-chart">
        {[0, 50, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="lp-practice__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="lp-practice__axis">{`${v}%`}</text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            {d.answered > 0 ? (
              <rect
                x={x(i) - step * 0.3}
                width={step * 0.6}
                y={PAD.top + innerH - (d.answered / maxAnswered) * innerH * 0.5}
                height={(d.answered / maxAnswered) * innerH * 0.5}
                className="lp-practice__bar"
              />
            ) : null}
            <text x={x(i)} y={H - 8} textAnchor="middle" className="lp-practice__axis">
              {d.day.slice(5)}
            </text>
          </g>
        ))}
        {points.length > 1 ? <polyline points={points.join(' ')} className="lp-practice__line" fill="none" /> : null}
        {days.map((d, i) =>
          d.accuracy === null ? null : (
            <circle key={d.day} cx={x(i)} cy={y(d.accuracy)} r={4} className="lp-practice__dot">
              <title>
                {t('chart.dayLabel', { day: d.day, accuracy: d.accuracy, answered: d.answered, count: d.answered })}
              </title>
            </circle>
          ),
        )}
      </svg>
      <p className="lp-practice__muted">{t('chart.legend')}</p>
    </figure>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewWeek } from '../../../../protocol';
import { useIsPhone } from '../../../lib/use-viewport';

// The drawing is scaled to the card's width, so on a phone it is drawn narrower (not shrunk): the
// axis text stays at its 12 px, and every other week is labelled so the dates do not collide.
const DESKTOP_W = 720;
const PHONE_W = 340;
const H = 220;
const PAD = { left: 44, right: 12, top: 16, bottom: 30 };

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** A round top for the hours axis: 1, 2, 5, 10, 20, … */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

/**
 * Study hours per week as SVG bars (no chart library installed), with the same numbers in a table
 * for screen readers and for anyone who would rather read them (decision 0044).
 */
export function StudyHoursChart({ weeks }: { weeks: OverviewWeek[] }) {
  const { t } = useTranslation('learning-centre');
  const titleId = useId();
  const phone = useIsPhone();
  const W = phone ? PHONE_W : DESKTOP_W;
  const labelEvery = phone ? 2 : 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(...weeks.map((w) => hours(w.seconds)), 0));
  const step = innerW / Math.max(1, weeks.length);
  const y = (h: number) => PAD.top + innerH - (h / top) * innerH;
  const total = weeks.reduce((sum, w) => sum + w.seconds, 0);
  return (
    <figure className="lp-lc-chart">
      <figcaption id={titleId}>{t('chart.title', { count: weeks.length })}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} data-testid="study-hours-chart">
        <desc>{total === 0 ? t('chart.empty') : t('chart.desc', { hours: hours(total) })}</desc>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="lp-lc-chart__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="lp-lc-chart__axis">
              {t('chart.axis', { hours: v })}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const h = hours(w.seconds);
          const x = PAD.left + step * i + step * 0.2;
          return (
            <g key={w.week}>
              {h > 0 ? (
                <rect
                  x={x}
                  width={step * 0.6}
                  y={y(h)}
                  height={PAD.top + innerH - y(h)}
                  rx={3}
                  className="lp-lc-chart__bar"
                >
                  <title>{t('chart.bar', { week: w.week, hours: h })}</title>
                </rect>
              ) : null}
              {(weeks.length - 1 - i) % labelEvery === 0 ? (
                <text x={x + step * 0.3} y={H - 10} textAnchor="middle" className="lp-lc-chart__axis">
                  {w.week.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="lp-lc-chart__table">
        <summary>{t('chart.asTable')}</summary>
        <table>
          <caption className="lp-lc-sr">{t('chart.title', { count: weeks.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.week')}</th>
              <th scope="col">{t('chart.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{w.week}</th>
                <td>{hours(w.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

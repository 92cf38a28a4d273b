import type { ReactNode } from 'react';

/** A page's title row inside the learning centre (or the ranking page), with optional tools on the right. */
export function PageHead({ title, subtitle, extra }: { title: string; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="lp-daily__head">
      <div>
        <h1 className="lp-daily__title">{title}</h1>
        {subtitle ? <p className="lp-daily__muted">{subtitle}</p> : null}
      </div>
      {extra ? <div className="lp-daily__head-extra">{extra}</div> : null}
    </div>
  );
}

/** A figure tile: a big number over its label. */
export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="lp-daily__tile">
      <div className="lp-daily__tile-value">{value}</div>
      <div className="lp-daily__tile-label">{label}</div>
    </div>
  );
}

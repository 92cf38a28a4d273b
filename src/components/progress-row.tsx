import type { ProgressProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { LabelledProgress } from './labelled-progress';
import './progress-row.css';

export interface ProgressRowProps {
  /** The item's name: a button that opens it. */
  name: string;
  onOpen: () => void;
  /** Shown on the row (data-state) so a list can mark some states, e.g. overdue. */
  state: string;
  /** The facts line: the state tag, dates, counts. */
  facts: ReactNode;
  progress: { percent: number; label: string; status?: ProgressProps['status'] };
  /** Under the progress bar (e.g. a link to the training's map). */
  side?: ReactNode;
}

/**
 * One row of an assigned-learning list — name, facts and a labelled progress bar — shared by the
 * task list's courses and the learner's trainings; on phones the parts stack (decision 0042).
 */
export function ProgressRow({ name, onOpen, state, facts, progress, side }: ProgressRowProps) {
  return (
    <li className="lp-progress-row" data-state={state}>
      <div className="lp-progress-row__main">
        <button type="button" className="lp-progress-row__name" onClick={onOpen}>
          {name}
        </button>
        <div className="lp-progress-row__facts">{facts}</div>
      </div>
      <div className="lp-progress-row__side">
        <LabelledProgress percent={progress.percent} size="small" label={progress.label} status={progress.status} />
        {side}
      </div>
    </li>
  );
}

/** The list around the rows. */
export function ProgressRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="lp-progress-rows" aria-label={label}>
      {children}
    </ul>
  );
}

import type { ReactNode } from 'react';
import './status-panel.css';

export interface StatusPanelProps {
  /** Rendered as the page's h1: these panels stand in for a whole page. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
  role?: 'alert' | 'status';
}

/**
 * A centred title, text and actions for whole-page states (not found, prompt, init error).
 * Light on purpose: Arco's Result bundles large illustrations we do not show.
 */
export function StatusPanel({ title, description, actions, tone = 'info', role }: StatusPanelProps) {
  return (
    <div className={`lp-status-panel lp-status-panel-${tone}`} role={role}>
      <div className="lp-status-panel-mark" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </div>
      <h1 className="lp-status-panel-title">{title}</h1>
      {description ? <div className="lp-status-panel-description">{description}</div> : null}
      {actions ? <div className="lp-status-panel-actions">{actions}</div> : null}
    </div>
  );
}

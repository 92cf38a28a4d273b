import type { ReactNode } from 'react';

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

const ICON_PATHS: Record<NoticeType, string> = {
  success:
    'M24 44c11.046 0 20-8.954 20-20S35.046 4 24 4 4 12.954 4 24s8.954 20 20 20Zm10.207-24.379a1 1 0 0 0 0-1.414l-1.414-1.414a1 1 0 0 0-1.414 0L22 26.172l-4.878-4.88a1 1 0 0 0-1.415 0l-1.414 1.415a1 1 0 0 0 0 1.414l7 7a1 1 0 0 0 1.414 0l11.5-11.5Z',
  error:
    'M24 44c11.046 0 20-8.954 20-20S35.046 4 24 4 4 12.954 4 24s8.954 20 20 20Zm4.955-27.771-4.95 4.95-4.95-4.95a1 1 0 0 0-1.414 0l-1.414 1.414a1 1 0 0 0 0 1.414l4.95 4.95-4.95 4.95a1 1 0 0 0 0 1.414l1.414 1.414a1 1 0 0 0 1.414 0l4.95-4.95 4.95 4.95a1 1 0 0 0 1.414 0l1.414-1.414a1 1 0 0 0 0-1.414l-4.95-4.95 4.95-4.95a1 1 0 0 0 0-1.414l-1.414-1.414a1 1 0 0 0-1.414 0Z',
  info: 'M24 44c11.046 0 20-8.954 20-20S35.046 4 24 4 4 12.954 4 24s8.954 20 20 20Zm2-30a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1v2a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1v-2Zm0 17h1a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1h1v-8a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v11Z',
  warning:
    'M24 44c11.046 0 20-8.954 20-20S35.046 4 24 4 4 12.954 4 24s8.954 20 20 20Zm-2-11a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1v2Zm4-18a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h2a1 1 0 0 0 1-1V15Z',
};

export interface NoticeProps {
  type: NoticeType;
  children: ReactNode;
  className?: string;
  /** Extra content at the end of the line (a button). */
  action?: ReactNode;
  /** `alert` (the default, as Arco's Alert) is read out at once; `status` waits its turn. */
  role?: 'alert' | 'status';
  /** Full width, square corners: a strip across the top of the page. */
  banner?: boolean;
}

/**
 * A one-line message box with Arco Alert's look (its classes; its CSS is global), without Arco
 * Alert's transition code in the start-up chunk (decision 0030).
 */
export function Notice({ type, children, className, action, role, banner }: NoticeProps) {
  return (
    <div
      className={`arco-alert arco-alert-${type}${banner ? ' arco-alert-banner' : ''}${className ? ` ${className}` : ''}`}
      role={role ?? 'alert'}
    >
      <div className="arco-alert-icon-wrapper">
        <svg
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          viewBox="0 0 48 48"
          width="1em"
          height="1em"
          aria-hidden="true"
          focusable="false"
          className="arco-icon"
        >
          <path fill="currentColor" fillRule="evenodd" stroke="none" d={ICON_PATHS[type]} clipRule="evenodd" />
        </svg>
      </div>
      <div className="arco-alert-content-wrapper">
        <div className="arco-alert-content">{children}</div>
      </div>
      {action ? <div className="arco-alert-action">{action}</div> : null}
    </div>
  );
}

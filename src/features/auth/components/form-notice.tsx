import { Alert } from '@arco-design/web-react';

export interface Notice {
  type: 'success' | 'error' | 'info';
  text: string;
}

/** A form's one status line: code sent, or why the server refused (Arco's Alert is a live role="alert"). */
export function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <Alert type={notice.type} content={notice.text} className="lp-login-failure" />;
}

import { Notice as NoticeBox } from '../../../components/notice';

export interface Notice {
  type: 'success' | 'error' | 'info';
  text: string;
}

/** A form's one status line: code sent, or why the server refused (read out at once, role="alert"). */
export function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <NoticeBox type={notice.type} className="lp-login-failure">
      {notice.text}
    </NoticeBox>
  );
}

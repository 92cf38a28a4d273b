import { Modal } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper } from '../../../../protocol';
import { reportSwitch } from '../api/exams-api';
import type { ExamSession } from '../exam-session';

/**
 * Reports each time the learner leaves the page. The seq comes from the session's stored counter
 * (a reload never reuses one; the server counts a seq once), a report lost offline is sent again
 * when the line returns, and the server's answer says how many are left or that it handed the
 * paper in.
 */
export function useSwitchReports(session: ExamSession, paper: ExamPaper, onForcedSubmit: () => void) {
  const { t } = useTranslation('exams');
  const [count, setCount] = useState(paper.switchCount);
  const countRef = useRef(paper.switchCount);
  const unsent = useRef<number[]>([]);
  // One warning at a time: a new switch replaces the open one.
  const warning = useRef<ReturnType<typeof Modal.warning> | null>(null);
  const forced = useRef(onForcedSubmit);
  // The latest callback, for listeners set up once.
  useEffect(() => {
    forced.current = onForcedSubmit;
  });

  const send = useCallback(
    async (seq: number) => {
      try {
        const result = await reportSwitch(session.attemptId, seq);
        unsent.current = unsent.current.filter((s) => s !== seq);
        countRef.current = Math.max(countRef.current, result.count);
        setCount(countRef.current);
        if (result.submitted) {
          warning.current?.close?.();
          return forced.current();
        }
        const left = Math.max(0, result.limit - result.count);
        warning.current?.close?.();
        warning.current = Modal.warning({
          title: t('switch.title'),
          content: t('switch.warning', { count: result.count, left }),
          okText: t('switch.ok'),
        });
      } catch {
        if (!unsent.current.includes(seq)) unsent.current.push(seq);
      }
    },
    [session, t],
  );

  const onSwitch = useCallback(() => {
    void send(session.nextSwitchSeq(countRef.current));
  }, [send, session]);

  useEffect(() => {
    const resend = () => unsent.current.forEach((seq) => void send(seq));
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [send]);

  return { count, onSwitch };
}

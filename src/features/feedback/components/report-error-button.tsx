import { Button } from '@arco-design/web-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../feedback.css';

/** What a report is about: a chapter of a course (the player), or an exam and its current question. */
export type ReportSubject =
  { source: 'course'; courseId: number; chapterId: number } | { source: 'exam'; examId: number; questionId?: number };

const Dialog = lazy(() => import('./report-error-dialog').then((m) => ({ default: m.ReportErrorDialog })));

export interface ReportErrorButtonProps {
  subject: ReportSubject;
  /** Where the learner is when the dialog opens: seconds into the media, or the question's number. */
  position?: () => number;
}

/** "Report an error" and its dialog (issue 17), for the player and the exam page. */
export function ReportErrorButton({ subject, position }: ReportErrorButtonProps) {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState<{ at: number } | null>(null);
  return (
    <>
      <Button size="small" type="text" className="lp-feedback-open" onClick={() => setOpen({ at: position?.() ?? 0 })}>
        {t('open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog subject={subject} position={open.at} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

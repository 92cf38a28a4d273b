import { Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseExam } from '../../../../protocol';
import { getCourseExams } from '../api/exams-api';
import { examKeys } from '../hooks/exam-keys';
import type { ExamCardActions } from './exam-card';
import { StateBadge } from './state-badge';
import '../exams.css';
import '../exams-phone.css';

export interface CourseExamsProps {
  courseId: number;
  /** Whether the course page shows the course completed (a change reads the gates again). */
  courseCompleted: boolean;
  actions: ExamCardActions;
}

/*
 * Laid out inline: the list sits among the course header's actions, a row of its own, one
 * compact line per exam (the exams area's stylesheet is shared with the exam pages).
 */
const SECTION = { flexBasis: '100%', marginTop: 4 } as const;
const HEADING = { fontSize: 14, margin: '0 0 4px' } as const;
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '2px 0' } as const;

/**
 * The after-class exams of a course on its detail page (issue 17), each with the learner's state
 * and, until the course (or the gate chapter) is completed, why it is not open yet. Nothing is
 * shown for a course without after-class exams, nor while they load or if they cannot be read:
 * the course page stays the course's.
 */
export function CourseExams({ courseId, courseCompleted, actions }: CourseExamsProps) {
  const { t } = useTranslation('exams');
  const headingId = useId();
  const query = useQuery({
    queryKey: examKeys.course(courseId, courseCompleted),
    queryFn: () => getCourseExams(courseId),
  });
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="lp-course-exams" aria-labelledby={headingId} style={SECTION}>
      <h2 id={headingId} style={HEADING}>
        {t('course.title')}
      </h2>
      <ul style={LIST}>
        {list.map((row) => (
          <CourseExamRow key={row.id} row={row} actions={actions} />
        ))}
      </ul>
    </section>
  );
}

function CourseExamRow({ row, actions }: { row: CourseExam; actions: ExamCardActions }) {
  const { t } = useTranslation('exams');
  const resume = row.openAttemptId;
  return (
    <li style={ROW}>
      <button type="button" className="lp-exam-link" onClick={() => actions.onOpen(row.id)}>
        {row.name}
      </button>
      <StateBadge state={row.state} result={row.result} />
      {row.gateMet ? null : (
        <span className="lp-exam-muted" role="note">
          {row.gateChapterTitle !== null
            ? t('course.gateChapter', { title: row.gateChapterTitle })
            : t('course.gateCourse')}
        </span>
      )}
      {resume !== null ? (
        <Button size="small" type="primary" onClick={() => actions.onContinue(resume)}>
          {t('list.continue')}
        </Button>
      ) : row.canEnter ? (
        <Button size="small" type="primary" onClick={() => actions.onOpen(row.id)}>
          {t('list.enter')}
        </Button>
      ) : null}
    </li>
  );
}

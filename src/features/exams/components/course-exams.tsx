import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseExam } from '../../../../protocol';
import { getCourseExams } from '../api/exams-api';
import { examKeys } from '../hooks/exam-keys';
import { ExamCard, type ExamCardActions } from './exam-card';
import '../exams.css';

export interface CourseExamsProps {
  courseId: number;
  /** Whether the course page shows the course completed (a change reads the gates again). */
  courseCompleted: boolean;
  actions: ExamCardActions;
}

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
    <section className="lp-course-exams" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('course.title')}</h2>
      <ul className="lp-exam-list">
        {list.map((row) => (
          <ExamCard key={row.id} row={row} actions={actions} note={<GateNote row={row} />} />
        ))}
      </ul>
    </section>
  );
}

function GateNote({ row }: { row: CourseExam }) {
  const { t } = useTranslation('exams');
  if (row.gateMet) return null;
  return (
    <p className="lp-exam-muted" role="note">
      {row.gateChapterTitle !== null
        ? t('course.gateChapter', { title: row.gateChapterTitle })
        : t('course.gateCourse')}
    </p>
  );
}

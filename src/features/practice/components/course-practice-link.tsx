import { Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getCoursePractice } from '../api/practice-api';
import { practiceKeys } from '../hooks/practice-keys';

/** Beside a course's title: a link to its practice, shown only when it has questions. */
export function CoursePracticeLink({ courseId }: { courseId: number }) {
  const { t } = useTranslation('practice');
  const query = useQuery({
    queryKey: [...practiceKeys.course(courseId), 'link'],
    queryFn: () => getCoursePractice(courseId),
    staleTime: 60_000,
    retry: false,
  });
  const count = query.data?.questions.length ?? 0;
  if (count === 0) return null;
  return (
    <Link to={`/coursePractice/${courseId}`} data-testid="course-practice-link">
      <Button type="outline">{t('course.link', { n: count, count })}</Button>
    </Link>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CourseLink } from '../../../components/course/course-link';
import { recommendCourses } from '../api/courses-api';
import { CourseCover } from './course-cover';
import { courseKeys } from '../api/query-keys';

/** A short list of other courses beside the detail (same category first). Hidden when there are none or it fails. */
export function RecommendedCourses({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courses');
  const list = useQuery({ queryKey: courseKeys.recommend(courseId), queryFn: () => recommendCourses(courseId, 4) });
  if (!list.data?.length) return null;
  return (
    <aside className="lp-recommended" aria-labelledby="lp-recommended-title">
      <h2 id="lp-recommended-title" className="lp-recommended-title">
        {t('detail.recommended')}
      </h2>
      <ul>
        {list.data.map((course) => (
          <li key={course.id}>
            <CourseLink to={`/course/${course.id}`} className="lp-recommended-item">
              <CourseCover id={course.id} title={course.title} cover={course.cover} mediaType={course.mediaType} />
              <span className="lp-recommended-name">{course.title}</span>
            </CourseLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}

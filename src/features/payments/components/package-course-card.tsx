import { useTranslation } from 'react-i18next';
import { CourseLink } from '../../../components/course/course-link';
import type { PackageCourse } from '../../../../protocol';
import { Cover } from './package-card';
import { PriceTag } from './price-tag';
import { LabelledProgress } from '../../../components/labelled-progress';

/** One course of a package, linking to its detail page, with the learner's progress. */
export function PackageCourseCard({ course, signedIn }: { course: PackageCourse; signedIn: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <li className="lp-pay-card">
      <CourseLink to={`/course/${course.id}`} className="lp-pay-card__link">
        <Cover src={course.cover} title={course.title} className="lp-pay-card__cover" />
        <div className="lp-pay-card__body">
          <h3 className="lp-pay-card__title">{course.title}</h3>
          <div className="lp-pay-card__meta">
            <span>{course.lecturerName}</span>
            <span>{t('package.minutes', { n: course.studyMinutes })}</span>
            <span>{t('package.creditsValue', { n: course.credits, count: course.credits })}</span>
          </div>
          <PriceTag feeType={course.feeType} price={course.price} pointsPrice={course.pointsPrice} />
          {signedIn ? (
            course.progressPercent === null ? (
              <span className="lp-pay-muted">{t('package.notStarted')}</span>
            ) : (
              <LabelledProgress
                label={t('package.progress')}
                percent={course.progressPercent}
                size="small"
                formatText={() => t('package.courseProgress', { percent: course.progressPercent })}
              />
            )
          ) : null}
        </div>
      </CourseLink>
    </li>
  );
}

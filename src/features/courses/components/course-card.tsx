import { IconStar, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '../../../../protocol';
import { CourseCover } from './course-cover';
import { CoursePrice } from './course-price';
import { LabelledProgress } from '../../../components/labelled-progress';

/**
 * One course in the library grid: a real link, so keyboard, middle click and "open in new tab"
 * work. A plain click goes to `onOpen` when given: the host decides the window (spec 000 §1: a
 * new tab in a browser, the same window inside DingTalk, WeCom and on a kiosk).
 */
export function CourseCard({
  course,
  href,
  showProgress,
  onOpen,
}: {
  course: CourseSummary;
  href: string;
  showProgress: boolean;
  onOpen?: (href: string) => void;
}) {
  const { t } = useTranslation('courses');
  const open = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <li className="lp-course-card">
      {/* Named by its content (title first), not by aria-label: that would hide the rest (WCAG 2.5.3). */}
      <Link to={href} className="lp-course-card-link" onClick={open}>
        <CourseCover id={course.id} title={course.title} cover={course.cover} mediaType={course.mediaType} />
        <div className="lp-course-card-body">
          <h3 className="lp-course-card-title" title={course.title}>
            {course.title}
          </h3>
          <p className="lp-course-card-meta">
            <span>{course.lecturerName || t('card.noLecturer')}</span>
            <span className="lp-course-card-kind">
              {t(`mediaType.${course.mediaType}`, { defaultValue: course.mediaType })}
            </span>
          </p>
          <p className="lp-course-card-stats">
            <span title={t('card.learners')}>
              <IconUser aria-hidden="true" /> {t('card.learnerCount', { count: course.learnerCount })}
            </span>
            <span title={t('card.rating')}>
              <IconStar aria-hidden="true" />{' '}
              {course.ratingAverage > 0 ? course.ratingAverage.toFixed(1) : t('card.noRating')}
            </span>
            <CoursePrice feeType={course.feeType} price={course.price} pointsPrice={course.pointsPrice} />
          </p>
          {showProgress && course.progressPercent !== null ? (
            <div className="lp-course-card-progress">
              <LabelledProgress
                label={t('card.progress', { percent: course.progressPercent })}
                percent={course.progressPercent}
                size="small"
                color="var(--lp-theme-color)"
              />
            </div>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

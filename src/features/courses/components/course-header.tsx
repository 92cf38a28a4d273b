import { Button, Tag } from '@arco-design/web-react';
import { IconQrcode, IconStar, IconUser } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseDetail } from '../../../../protocol';
import { splitMinutes } from '../course-format';
import { CourseCover } from './course-cover';
import { CoursePrice } from './course-price';

export interface CourseHeaderProps {
  course: CourseDetail;
  /** The course-social area's buttons (collect, praise, rate…). */
  actions: ReactNode;
  /** "Start / Continue studying", or the sign-in button; null when the course cannot be studied. */
  primary: ReactNode;
  /** Null when the course may not be shared (not visible, deleted). */
  onShare: (() => void) | null;
}

/** Cover, title, facts and the main action of a course. */
export function CourseHeader({ course, actions, primary, onShare }: CourseHeaderProps) {
  const { t } = useTranslation('courses');
  const time = splitMinutes(course.studyMinutes);
  return (
    <header className="lp-course-header">
      <div className="lp-course-header-cover">
        <CourseCover id={course.id} title={course.title} cover={course.cover} mediaType={course.mediaType} large />
      </div>
      <div className="lp-course-header-body">
        {course.categoryName ? (
          <Link
            className="lp-course-header-category"
            to={course.categoryCode ? `/course?catid=${encodeURIComponent(course.categoryCode)}` : '/course'}
          >
            {course.categoryName}
          </Link>
        ) : null}
        <div className="lp-course-header-title-row">
          <h1 className="lp-course-header-title">{course.title}</h1>
          <div className="lp-course-header-actions">{actions}</div>
        </div>
        <p className="lp-course-header-lecturer">
          {t('detail.lecturerName', { name: course.lecturerName || t('card.noLecturer') })}
          {course.lecturerType === 'external' ? <Tag size="small">{t('detail.externalLecturer')}</Tag> : null}
        </p>
        {course.labels.length ? (
          <p className="lp-course-header-labels">
            {course.labels.map((label) => (
              <Tag key={label} size="small" color="arcoblue">
                {label}
              </Tag>
            ))}
          </p>
        ) : null}
        <dl className="lp-course-facts">
          <div>
            <dt>{t('detail.credits')}</dt>
            <dd>{course.credits}</dd>
          </div>
          <div>
            <dt>{t('detail.studyTime')}</dt>
            <dd>{time.hours > 0 ? t('detail.duration', time) : t('detail.durationMinutes', time)}</dd>
          </div>
          <div>
            <dt>
              <IconUser aria-hidden="true" /> {t('card.learners')}
            </dt>
            <dd>{course.learnerCount}</dd>
          </div>
          <div>
            <dt>
              <IconStar aria-hidden="true" /> {t('card.rating')}
            </dt>
            <dd>
              {course.ratingCount > 0
                ? t('detail.ratingValue', { value: course.ratingAverage.toFixed(1), count: course.ratingCount })
                : t('card.noRating')}
            </dd>
          </div>
          <div>
            <dt>{t('detail.price')}</dt>
            <dd>
              <CoursePrice feeType={course.feeType} price={course.price} pointsPrice={course.pointsPrice} />
            </dd>
          </div>
        </dl>
        <div className="lp-course-header-buttons">
          {primary}
          {onShare ? (
            <Button icon={<IconQrcode />} onClick={onShare}>
              {t('share.button')}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}

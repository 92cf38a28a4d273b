import { Button } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseDetail } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { CourseCodeForm } from './course-code-form';

export interface CourseStatePanelProps {
  course: CourseDetail;
  signedIn: boolean;
  /** The payments area's buy panel (the purchase slot). */
  purchase: ReactNode;
  onSignIn: () => void;
  /** Re-read the course (after a code is redeemed, or to try a full course again). */
  onRefresh: () => void;
}

/**
 * Why this course cannot be studied now and what to do next (spec 001 §8): buy it, ask the
 * administrator, or go back to the library.
 */
export function CourseStatePanel({ course, signedIn, purchase, onSignIn, onRefresh }: CourseStatePanelProps) {
  const { t, i18n } = useTranslation('courses');
  const { access } = course;
  const purchaseEnded = access === 'expired' && course.accessExpiresAt !== null;
  const key = purchaseEnded ? 'purchaseExpired' : access;
  const date = purchaseEnded ? course.accessExpiresAt : course.expiresAt;
  const canBuy = signedIn && (access === 'not_purchased' || purchaseEnded);
  const codeAllowed = signedIn && (access === 'not_purchased' || access === 'admin_purchase_only' || purchaseEnded);
  const tone = access === 'not_purchased' ? 'info' : 'warning';
  return (
    <section
      className={`lp-course-state lp-course-state-${tone}`}
      role={tone === 'warning' ? 'alert' : 'region'}
      aria-label={t(`state.${key}.title`)}
    >
      <h2 className="lp-course-state-title">{t(`state.${key}.title`)}</h2>
      <p className="lp-course-state-text">
        {t(`state.${key}.text`, { date: date ? formatDate(date, 'longDate', i18n.language) : '' })}
      </p>
      {!signedIn && (access === 'not_purchased' || access === 'not_visible') ? (
        <Button type="primary" onClick={onSignIn}>
          {t('detail.signInToStudy')}
        </Button>
      ) : null}
      {canBuy ? <div className="lp-course-state-purchase">{purchase}</div> : null}
      {access === 'max_viewers' ? (
        <Button type="primary" onClick={onRefresh}>
          {t('common:retry')}
        </Button>
      ) : null}
      {codeAllowed ? <CourseCodeForm onRedeemed={onRefresh} /> : null}
      <p className="lp-course-state-links">
        <Link to="/course">{t('detail.backToLibrary')}</Link>
      </p>
    </section>
  );
}

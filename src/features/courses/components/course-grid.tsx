import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import type { CourseListResult } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { CourseCard } from './course-card';

export interface CourseGridProps {
  result: CourseListResult | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  onClearFilters: () => void;
  /** "Clear filters", or "Show all courses" when only a category narrows the list. */
  clearLabel: string;
  hrefOf: (id: number) => string;
  /** Opens a course page the host's way (see CourseCard). */
  onOpen?: (href: string) => void;
  showProgress: boolean;
}

function Skeleton({ count }: { count: number }) {
  const { t } = useTranslation('courses');
  return (
    <ul className="lp-course-grid" role="status" aria-label={t('list.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="lp-course-card lp-course-card-skeleton">
          <div className="lp-skeleton-block lp-skeleton-cover" />
          <div className="lp-course-card-body">
            <div className="lp-skeleton-block lp-skeleton-line" />
            <div className="lp-skeleton-block lp-skeleton-line lp-skeleton-short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The course cards with their loading, empty and error states and the pager. */
export function CourseGrid({
  result,
  loading,
  error,
  onRetry,
  onPage,
  onClearFilters,
  clearLabel,
  hrefOf,
  onOpen,
  showProgress,
}: CourseGridProps) {
  const { t } = useTranslation('courses');
  if (error && !result) {
    return (
      <div className="lp-library-state" role="alert">
        <p className="lp-library-state-title">{t('list.error')}</p>
        <p className="lp-library-state-text">{errorText(error)}</p>
        <Button type="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  if (!result || (loading && result.list.length === 0)) return <Skeleton count={8} />;
  if (result.total === 0) {
    return (
      <div className="lp-library-state" role="status">
        <p className="lp-library-state-title">{t('list.empty')}</p>
        <p className="lp-library-state-text">{t('list.emptyHint')}</p>
        <Button onClick={onClearFilters}>{clearLabel}</Button>
      </div>
    );
  }
  return (
    <>
      <p className="lp-library-total" role="status">
        {t('list.total', { count: result.total })}
      </p>
      <ul className={`lp-course-grid${loading ? ' lp-course-grid-loading' : ''}`} aria-busy={loading}>
        {result.list.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            href={hrefOf(course.id)}
            showProgress={showProgress}
            onOpen={onOpen}
          />
        ))}
      </ul>
      <Pager
        className="lp-library-pager"
        label={t('list.pages')}
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        onPage={onPage}
      />
    </>
  );
}

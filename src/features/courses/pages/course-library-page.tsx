import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@arco-design/web-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getCategoryTree, listCourses } from '../api/courses-api';
import { CategoryMenu, categoryPath } from '../components/category-menu';
import { CategoryTree } from '../components/category-tree';
import { CourseGrid } from '../components/course-grid';
import { LibraryFilters } from '../components/library-filters';
import { useLibraryQuery } from '../hooks/use-library-query';
import { catidAllowsRequest, type LibraryQuery } from '../library-query';
import '../courses.css';
import '../courses-mobile.css';
import { courseKeys } from '../api/query-keys';

export interface CourseLibraryPageProps {
  /** 'menu' = /course (category bar); 'tree' = /course/classlibrary (category tree beside the list). */
  layout: 'menu' | 'tree';
  signedIn: boolean;
  /** Open a course page the host's way (a new tab in a browser); plain in-app navigation when absent. */
  onOpenCourse?: (path: string) => void;
}

/** The course library: categories, search, filters, sort and pages, all kept in the address. */
export function CourseLibraryPage({ layout, signedIn, onOpenCourse }: CourseLibraryPageProps) {
  const { t } = useTranslation('courses');
  const { query, update, moduleId, preview } = useLibraryQuery();
  const catidOk = catidAllowsRequest(query.catid);
  const categories = useQuery({ queryKey: courseKeys.categories, queryFn: getCategoryTree, staleTime: 5 * 60_000 });
  const list = useQuery({
    queryKey: courseKeys.list(query, moduleId, preview, signedIn),
    queryFn: () => listCourses(query, { moduleId, preview }),
    // Spec 001 §7: an invalid catid sends no request at all.
    enabled: catidOk,
    placeholderData: (previous) => previous,
  });
  const onChange = useCallback((change: Partial<LibraryQuery>) => update(change), [update]);
  const tree = categories.data?.list ?? [];
  const current = categoryPath(tree, query.catid).at(-1);
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(query.page);
  // A new page starts at the top of the list, not where the pager was. Only a change of page:
  // on load the page stays at the top, header and all (scrolling then hid the header).
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    // Not returned: newer browsers return a promise from scrollIntoView.
    void top.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  // Filters narrow the chosen category; with no filter left to clear, the way out is every course.
  const filtered = Boolean(query.keyword || query.type || query.fee || query.state || query.label);
  const clearAll = () => update(filtered ? { keyword: '', type: '', fee: '', state: '', label: '' } : { catid: '' });
  const body = catidOk ? (
    <CourseGrid
      result={list.data}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      onPage={(page) => update({ page })}
      onClearFilters={clearAll}
      clearLabel={filtered ? t('list.clearFilters') : t('category.showAll')}
      hrefOf={(id) => `/course/${id}${preview ? '?preview=1' : ''}`}
      onOpen={onOpenCourse}
      showProgress={signedIn}
    />
  ) : (
    <Alert
      type="warning"
      title={t('category.invalidTitle')}
      content={t('category.invalidText')}
      action={
        <Button size="small" onClick={() => update({ catid: '' })}>
          {t('category.showAll')}
        </Button>
      }
    />
  );

  return (
    <div className={`lp-library lp-library-${layout}`} ref={top}>
      <header className="lp-library-head">
        <h1 className="lp-library-title">
          {current ? current.name : t(layout === 'tree' ? 'library.treeTitle' : 'library.title')}
        </h1>
        {categories.isError ? (
          <Button size="small" onClick={() => void categories.refetch()}>
            {t('common:retry')}
          </Button>
        ) : null}
      </header>
      {layout === 'menu' ? (
        <CategoryMenu tree={tree} catid={query.catid} onSelect={(catid) => update({ catid })} />
      ) : null}
      <div className="lp-library-main">
        {layout === 'tree' ? (
          <CategoryTree tree={tree} catid={query.catid} onSelect={(catid) => update({ catid })} />
        ) : null}
        <section className="lp-library-results" aria-label={t('library.results')}>
          <LibraryFilters
            query={query}
            labels={categories.data?.labels ?? []}
            signedIn={signedIn}
            onChange={onChange}
          />
          {body}
        </section>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { CompactPager } from '../../../components/compact-pager';
import { errorText, isTransientFailure } from '../../../lib/error-text';
import { Link } from 'react-router-dom';
import { ADVERT_DISPLAY_TYPES, type HomeModule } from '../../../../protocol';
import { useHomeModule } from '../hooks/use-home-module';
import { ModuleBody, type HomeDisplay } from './module-body';
import { ModuleErrorBoundary } from './module-error-boundary';
import { ModuleSkeleton } from './module-skeleton';

export interface ModuleSectionProps {
  viewer: string;
  module: HomeModule;
  display: HomeDisplay;
}

/** One home module: its heading, "more" link and pager, and its loading / loaded / noData / error state. */
export function ModuleSection({ viewer, module, display }: ModuleSectionProps) {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const { query, state } = useHomeModule(viewer, module, page);
  const advert = ADVERT_DISPLAY_TYPES.includes(module.display_type);
  // An advert panel that has nothing (or failed) takes no room at all.
  if (advert && (state === 'error' || (state === 'loaded' && query.data?.list.length === 0))) return null;

  const headingId = `lp-home-module-${module.moduleId}`;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const shownPage = query.data?.page ?? page;
  return (
    <section
      className={`lp-home-module lp-home-module-${module.display_type}`}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || query.isFetching}
      data-state={state}
    >
      <header className={advert ? 'lp-home-module-head lp-visually-hidden' : 'lp-home-module-head'}>
        <h2 id={headingId} className="lp-home-module-title">
          {module.title}
        </h2>
        <div className="lp-home-module-tools">
          {module.multi_page === 'Y' ? (
            <CompactPager
              arrows
              page={shownPage}
              pages={pages}
              onPage={setPage}
              label={t('pager.label', { title: module.title })}
            />
          ) : null}
          {module.moreUrl ? (
            <Link className="lp-home-more" to={module.moreUrl} aria-label={t('moreOf', { title: module.title })}>
              {t('more')}
            </Link>
          ) : null}
        </div>
      </header>
      {state === 'loading' ? <ModuleSkeleton displayType={module.display_type} /> : null}
      {state === 'error' ? (
        <div className="lp-home-module-message" role="alert">
          {/* A refusal (no access, gone) says so, with no retry: asking again gives the same answer. */}
          {isTransientFailure(query.error) ? (
            <>
              <span>{t('loadFailed')}</span>
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common:retry')}
              </Button>
            </>
          ) : (
            <span>{errorText(query.error)}</span>
          )}
        </div>
      ) : null}
      {state === 'noData' ? <p className="lp-home-module-message lp-home-no-data">{t('noData')}</p> : null}
      {state === 'loaded' && query.data ? (
        <ModuleErrorBoundary fallback={<p className="lp-home-module-message">{t('moduleBroken')}</p>}>
          <ModuleBody module={module} data={query.data} display={display} />
        </ModuleErrorBoundary>
      ) : null}
    </section>
  );
}

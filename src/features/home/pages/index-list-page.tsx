import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactPager } from '../../../components/compact-pager';
import { Link } from 'react-router-dom';
import type { IndexListKind } from '../../../../protocol';
import { getIndexList } from '../api/home-api';
import { dateText } from '../components/item-facts';
import { ItemLink } from '../components/item-link';
import { TaskRows } from '../components/row-lists';
import { homeKeys } from '../home-keys';
import '../home.css';

export interface IndexListPageProps {
  kind: IndexListKind;
  viewer: string;
  signedIn: boolean;
}

/** /index/study and /index/train (/index/activity is the activities area's): one paged list with honest empty states. */
export function IndexListPage({ kind, viewer, signedIn }: IndexListPageProps) {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: homeKeys.index(viewer, kind, page),
    queryFn: () => getIndexList(kind, page),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="lp-home lp-home-index">
      <h1 className="lp-home-index-title">{t(`index.${kind}.title`)}</h1>
      {query.isPending ? <p className="lp-home-module-message">{t('common:loading')}</p> : null}
      {query.isError ? (
        <div className="lp-home-module-message" role="alert">
          <span>{t('loadFailed')}</span>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : null}
      {data && data.total === 0 ? (
        <div className="lp-home-module lp-home-index-empty">
          <p>{kind === 'study' && !signedIn ? t('index.signInToStudy') : t(`index.${kind}.empty`)}</p>
          <Link to="/course">{t('index.browseCourses')}</Link>
        </div>
      ) : null}
      {data && data.total > 0 && kind === 'study' ? (
        <div className="lp-home-module">
          <ul className="lp-home-rows">
            {data.list.map((item) => (
              <li key={item.id}>
                <ItemLink item={item} className="lp-home-row lp-home-study-row">
                  <span className="lp-home-row-main">
                    <span className="lp-home-row-title">{item.title}</span>
                    <span className="lp-home-card-sub">
                      {[item.lecturer, t('index.lastStudied', { date: dateText(item.publishedAt) })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="lp-home-progress">
                    <progress
                      max={100}
                      value={item.progress ?? 0}
                      aria-label={t('index.percentDone', { percent: item.progress ?? 0 })}
                    />
                    <span>{t('index.percentDone', { percent: item.progress ?? 0 })}</span>
                  </span>
                </ItemLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && data.total > 0 && kind !== 'study' ? (
        <div className="lp-home-module">
          <TaskRows items={data.list} />
        </div>
      ) : null}
      <CompactPager
        className="lp-home-index-pager"
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('pager.label', { title: t(`index.${kind}.title`) })}
      />
    </div>
  );
}

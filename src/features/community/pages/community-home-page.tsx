import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PostKind } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { getPosts } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import { PostCard } from '../components/post-card';
import '../community.css';

export interface CommunityHomePageProps {
  pathOf: (kind: PostKind, id: number) => string;
  onOpen: (kind: PostKind, id: number) => void;
  onList: (kind: PostKind) => void;
}

function Latest({ kind, pathOf, onOpen, onList }: CommunityHomePageProps & { kind: PostKind }) {
  const { t } = useTranslation('community');
  const query = { kind, sort: 'latest' as const, keyword: '', mine: false, page: 1 };
  const list = useQuery({ queryKey: communityKeys.list(query), queryFn: () => getPosts(query) });
  const title = kind === 'topic' ? t('topics') : t('questions');
  return (
    <section className="lp-community-home__column" aria-labelledby={`lp-community-home-${kind}`}>
      <header className="lp-community__header">
        <h2 id={`lp-community-home-${kind}`}>{title}</h2>
        <button type="button" className="lp-community-link" onClick={() => onList(kind)}>
          {t('more')}
        </button>
      </header>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : !list.data ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('list.empty')} />
      ) : (
        <ul className="lp-community-list">
          {list.data.list.slice(0, 4).map((post) => (
            <PostCard key={post.id} post={post} href={pathOf(kind, post.id)} onOpen={() => onOpen(kind, post.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /news: the community's front page — the latest topics and questions side by side. */
export function CommunityHomePage(props: CommunityHomePageProps) {
  const { t } = useTranslation('community');
  return (
    <div className="lp-community">
      <h1>{t('title')}</h1>
      <div className="lp-community-home">
        <Latest kind="topic" {...props} />
        <Latest kind="question" {...props} />
      </div>
    </div>
  );
}

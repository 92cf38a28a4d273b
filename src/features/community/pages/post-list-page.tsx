import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_SORTS, type PostDetail, type PostKind, type PostSort } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { getPosts, type PostListQuery } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import { PostCard } from '../components/post-card';
import { PostEditor } from '../components/post-editor';
import '../community.css';

export interface PostListPageProps {
  kind: PostKind;
  pathOf: (id: number) => string;
  onOpen: (id: number) => void;
  /** The other list (topics ⇄ Q&A) and the community home. */
  onSwitch: (to: 'home' | PostKind) => void;
}

/** Topics (/news/community) or Q&A (/news/comminication): search, sort, pages, the caller's own posts, and a new post. */
export function PostListPage({ kind, pathOf, onOpen, onSwitch }: PostListPageProps) {
  const { t } = useTranslation('community');
  const [query, setQuery] = useState<PostListQuery>({ kind, sort: 'latest', keyword: '', mine: false, page: 1 });
  const [typed, setTyped] = useState('');
  const [writing, setWriting] = useState(false);
  const searchId = useId();
  const list = useQuery({
    queryKey: communityKeys.list(query),
    queryFn: () => getPosts(query),
    placeholderData: keepPreviousData,
  });
  const title = kind === 'topic' ? t('topics') : t('questions');

  let body;
  if (list.isPending) body = <LoadState kind="loading" />;
  else if (!list.data) body = <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = <LoadState kind="empty" emptyText={query.keyword ? t('list.noMatch') : t('list.empty')} />;
  else
    body = (
      <>
        <ul className="lp-community-list" aria-label={title} data-testid="community-list">
          {list.data.list.map((post) => (
            <PostCard key={post.id} post={post} href={pathOf(post.id)} onOpen={() => onOpen(post.id)} />
          ))}
        </ul>
        <Pager
          page={query.page}
          pageSize={10}
          total={list.data.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      </>
    );

  return (
    <section className="lp-community">
      <nav className="lp-community-tabs" aria-label={t('sections')}>
        <button type="button" onClick={() => onSwitch('home')}>
          {t('home')}
        </button>
        <button type="button" aria-current={kind === 'topic' ? 'page' : undefined} onClick={() => onSwitch('topic')}>
          {t('topics')}
        </button>
        <button
          type="button"
          aria-current={kind === 'question' ? 'page' : undefined}
          onClick={() => onSwitch('question')}
        >
          {t('questions')}
        </button>
      </nav>
      <header className="lp-community__header">
        <h1>{title}</h1>
        <button
          type="button"
          className="lp-community-button lp-community-button--primary"
          onClick={() => setWriting(true)}
          data-testid="community-new"
        >
          {kind === 'topic' ? t('newTopic') : t('ask')}
        </button>
      </header>
      <form
        className="lp-community-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, keyword: typed.trim(), page: 1 }));
        }}
      >
        <label htmlFor={searchId} className="lp-sr-only">
          {t('list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="lp-community-input"
          value={typed}
          placeholder={t('list.search')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="lp-community-button">
          {t('list.searchButton')}
        </button>
      </form>
      <div className="lp-community-sorts" role="group" aria-label={t('list.sort')}>
        {POST_SORTS.map((sort: PostSort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={query.sort === sort}
            onClick={() => setQuery((q) => ({ ...q, sort, page: 1 }))}
          >
            {t(`sort.${sort}`)}
          </button>
        ))}
        <label className="lp-community-check">
          <input
            type="checkbox"
            checked={query.mine}
            onChange={(e) => setQuery((q) => ({ ...q, mine: e.target.checked, page: 1 }))}
          />
          {t('list.mine')}
        </label>
      </div>
      {body}
      {writing && (
        <PostEditor
          kind={kind}
          onClose={() => setWriting(false)}
          onSaved={(post: PostDetail) => {
            setWriting(false);
            onOpen(post.id);
          }}
        />
      )}
    </section>
  );
}

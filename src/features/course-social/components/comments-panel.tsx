import { Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SOCIAL_LIMITS } from '../../../../protocol';
import { listComments } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import '../course-social.css';
import '../course-social-mobile.css';

/** The comments tab of a course: write, read newest or hottest first, praise, reply. */
export function CommentsPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course-social');
  const [sort, setSort] = useState<'newest' | 'hottest'>('newest');
  const [page, setPage] = useState(1);
  const comments = useQuery({
    queryKey: socialKeys.comments(courseId, sort, page),
    queryFn: () => listComments(courseId, sort, page),
    placeholderData: (old) => old,
  });
  const maxLength = comments.data?.maxLength ?? COURSE_SOCIAL_LIMITS.commentLengthDefault;
  return (
    <section className="lp-social-panel" aria-label={t('comments.title')}>
      <CommentForm courseId={courseId} maxLength={maxLength} onDone={() => setPage(1)} />
      <div className="lp-social-row lp-social-row--between">
        <h3 className="lp-social-subtitle">{t('comments.count', { count: comments.data?.total ?? 0 })}</h3>
        <Radio.Group
          type="button"
          size="small"
          value={sort}
          aria-label={t('comments.sort')}
          onChange={(v: 'newest' | 'hottest') => {
            setSort(v);
            setPage(1);
          }}
        >
          <Radio value="newest">{t('comments.newest')}</Radio>
          <Radio value="hottest">{t('comments.hottest')}</Radio>
        </Radio.Group>
      </div>
      {!comments.data ? (
        <LoadState
          kind={comments.error ? 'error' : 'loading'}
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : comments.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('comments.empty')} />
      ) : (
        <div className="lp-social-list">
          {comments.data.list.map((comment) => (
            <CommentItem key={comment.id} courseId={courseId} comment={comment} maxLength={maxLength} />
          ))}
        </div>
      )}
      {comments.data ? (
        <Pager page={page} total={comments.data.total} pageSize={comments.data.pageSize} onPage={setPage} />
      ) : null}
    </section>
  );
}

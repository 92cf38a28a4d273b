import { Message } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityReviewItem } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { decide, getReviewList, getSetting, saveSetting } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import '../community.css';

export interface CommunityReviewPageProps {
  /** Spec 000 §6 (user type 2–4); the server checks again on every call. */
  isAdministrator: boolean;
  pathOf: (item: CommunityReviewItem) => string;
  onOpen: (item: CommunityReviewItem) => void;
}

type Decision = 'approve' | 'reject' | 'dismiss' | 'delete';

/** /admin/community-review: posts and answers waiting for review, reported posts, and the review switches. */
export function CommunityReviewPage({ isAdministrator, pathOf, onOpen }: CommunityReviewPageProps) {
  const { t } = useTranslation('community');
  const [queue, setQueue] = useState<'review' | 'reported'>('review');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: communityKeys.review(queue),
    queryFn: () => getReviewList(queue),
    enabled: isAdministrator,
  });
  const setting = useQuery({ queryKey: communityKeys.setting(), queryFn: getSetting, enabled: isAdministrator });
  const act = useMutation({
    mutationFn: (input: { item: CommunityReviewItem; decision: Decision }) =>
      decide(input.item.target, input.item.id, input.decision),
    onSuccess: () => {
      Message.success(t('review.done'));
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const switches = useMutation({
    mutationFn: (next: { posts: boolean; answers: boolean }) => saveSetting(next.posts, next.answers),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.setting() }),
    onError: (error) => Message.error(errorText(error)),
  });

  if (!isAdministrator)
    return (
      <section className="lp-community">
        <h1>{t('review.title')}</h1>
        <LoadState kind="empty" emptyText={t('review.noRights')} />
      </section>
    );

  const buttons: Decision[] = queue === 'review' ? ['approve', 'reject'] : ['dismiss', 'delete'];
  return (
    <section className="lp-community lp-community-review">
      <h1>{t('review.title')}</h1>
      {setting.data && (
        <fieldset className="lp-community-switches">
          <legend>{t('review.switches')}</legend>
          <label className="lp-community-check">
            <input
              type="checkbox"
              checked={setting.data.reviewPosts}
              onChange={(e) => switches.mutate({ posts: e.target.checked, answers: setting.data.reviewAnswers })}
            />
            {t('review.reviewPosts')}
          </label>
          <label className="lp-community-check">
            <input
              type="checkbox"
              checked={setting.data.reviewAnswers}
              onChange={(e) => switches.mutate({ posts: setting.data.reviewPosts, answers: e.target.checked })}
            />
            {t('review.reviewAnswers')}
          </label>
        </fieldset>
      )}
      <div className="lp-community-sorts" role="group" aria-label={t('review.queues')}>
        {(['review', 'reported'] as const).map((q) => (
          <button key={q} type="button" aria-pressed={queue === q} onClick={() => setQueue(q)}>
            {t(`review.queue.${q}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : !list.data ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <LoadState kind="empty" emptyText={t(`review.empty.${queue}`)} />
      ) : (
        <ul className="lp-community-list">
          {list.data.map((item) => (
            <li key={`${item.target}-${item.id}`} className="lp-community-card lp-community-review__item">
              <p className="lp-community-hint">
                {t(`review.kind.${item.target === 'post' ? item.postKind : 'answer'}`)} · {item.author.name} ·{' '}
                {formatDate(item.createdAt, 'dateTime')}
                {item.reportCount > 0 && ` · ${t('review.reports', { count: item.reportCount })}`}
              </p>
              <a
                href={pathOf(item)}
                className="lp-community-card__title"
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(item);
                }}
              >
                {item.title || t('untitled')}
              </a>
              <p className="lp-community-card__excerpt">{item.content}</p>
              {item.reasons.length > 0 && (
                <p className="lp-community-hint">{t('review.reasons', { reasons: item.reasons.join(' / ') })}</p>
              )}
              <div className="lp-community-actions">
                {buttons.map((decision) => (
                  <button
                    key={decision}
                    type="button"
                    className={`lp-community-button${decision === 'approve' || decision === 'dismiss' ? ' lp-community-button--primary' : ' lp-community-button--danger'}`}
                    disabled={act.isPending}
                    onClick={() => act.mutate({ item, decision })}
                  >
                    {t(`review.${decision}`)}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

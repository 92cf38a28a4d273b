import { Modal } from '@arco-design/web-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_LIMITS, type CommunityComment, type CommunityReply, type PostDetail } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { OpenDataName } from '../../../components/open-data-name';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { adopt, deleteItem, getComments, praise } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import { CommentForm } from './comment-form';

interface Shared {
  post: PostDetail;
  onChanged: () => void;
  onError: (text: string) => void;
}

function Line({
  item,
  post,
  onChanged,
  onError,
  children,
}: Shared & { item: CommunityReply; children?: React.ReactNode }) {
  const { t } = useTranslation('community');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch (error) {
      onError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  if (item.deleted) return <p className="lp-community-deleted">{t('comment.deleted')}</p>;
  return (
    <div className="lp-community-line">
      <p className="lp-community-line__who">
        <OpenDataName type="userName" openid={item.author.wecomUserId} name={item.author.name} />
        {item.replyTo && (
          <>
            {' '}
            {t('comment.repliedTo')}{' '}
            <OpenDataName type="userName" openid={item.replyTo.wecomUserId} name={item.replyTo.name} />
          </>
        )}
        <span className="lp-community-hint"> · {formatDate(item.createdAt, 'dateTime')}</span>
        {item.state !== 'visible' && (
          <span className="lp-community-state lp-community-state--review"> {t(`commentState.${item.state}`)}</span>
        )}
      </p>
      <p className="lp-community-line__text">{item.content}</p>
      <div className="lp-community-line__actions">
        <button
          type="button"
          className="lp-community-link"
          aria-pressed={item.praised}
          disabled={busy || item.state !== 'visible'}
          onClick={() => void act(() => praise('comment', item.id, !item.praised))}
        >
          {t(item.praised ? 'praised' : 'praise')} · {item.praiseCount}
        </button>
        {children}
        {item.mine && post.bestAnswerId !== item.id && (
          <button
            type="button"
            className="lp-community-link"
            disabled={busy}
            onClick={() =>
              Modal.confirm({
                title: t('comment.deleteConfirm'),
                okText: t('delete'),
                cancelText: t('editor.cancel'),
                onOk: () => act(() => deleteItem('comment', item.id)),
              })
            }
          >
            {t('delete')}
          </button>
        )}
      </div>
    </div>
  );
}

function Thread(props: Shared & { item: CommunityComment }) {
  const { t } = useTranslation('community');
  const { item, post } = props;
  const [replying, setReplying] = useState<CommunityReply | null>(null);
  return (
    <li
      className={`lp-community-thread${item.best ? ' lp-community-thread--best' : ''}`}
      data-testid="community-thread"
    >
      {item.best && <p className="lp-community-best">{t('bestAnswer')}</p>}
      <Line {...props} item={item}>
        {post.canAdopt && item.isAnswer && !item.mine && item.state === 'visible' && !item.deleted && (
          <button
            type="button"
            className="lp-community-button lp-community-button--primary"
            data-testid="community-adopt"
            onClick={() =>
              Modal.confirm({
                title: t('adoptConfirm'),
                content:
                  post.bounty > 0
                    ? t('adoptBounty', { count: post.bounty, name: item.author.name })
                    : t('adoptNoBounty'),
                okText: t('adopt'),
                cancelText: t('editor.cancel'),
                onOk: async () => {
                  try {
                    await adopt(post.id, item.id);
                  } catch (error) {
                    props.onError(errorText(error));
                  }
                  props.onChanged();
                },
              })
            }
          >
            {t('adopt')}
          </button>
        )}
        {!item.deleted && item.state === 'visible' && (
          <button type="button" className="lp-community-link" onClick={() => setReplying(item)}>
            {t('comment.reply')}
          </button>
        )}
      </Line>
      {item.replies.length > 0 && (
        <ul className="lp-community-replies">
          {item.replies.map((reply) => (
            <li key={reply.id}>
              <Line {...props} item={reply}>
                {!reply.deleted && (
                  <button type="button" className="lp-community-link" onClick={() => setReplying(reply)}>
                    {t('comment.reply')}
                  </button>
                )}
              </Line>
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <CommentForm
          postId={post.id}
          answer={false}
          parentId={item.id}
          replyTo={replying.author}
          max={COMMUNITY_LIMITS.commentMax}
          label={t('comment.replyLabel')}
          onSent={() => {
            setReplying(null);
            props.onChanged();
          }}
        />
      )}
    </li>
  );
}

/** Answers (best first) or comments of a post, each with its replies. */
export function CommentList({ post, onChanged, onError }: Shared) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: communityKeys.comments(post.id, page),
    queryFn: () => getComments(post.id, page),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <LoadState kind="loading" />;
  if (!list.data) return <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return <LoadState kind="empty" emptyText={post.kind === 'question' ? t('noAnswers') : t('noComments')} />;
  return (
    <>
      <ul
        className="lp-community-threads"
        aria-label={post.kind === 'question' ? t('answersTitle') : t('commentsTitle')}
      >
        {list.data.list.map((item) => (
          <Thread key={item.id} item={item} post={post} onChanged={onChanged} onError={onError} />
        ))}
      </ul>
      <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
    </>
  );
}

import { Modal } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_LIMITS, type PostDetail } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { OpenDataName } from '../../../components/open-data-name';
import { SafeHtml } from '../../../components/safe-html';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { closeQuestion, deleteItem, getPost, praise, reportPost } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import { CommentForm } from '../components/comment-form';
import { CommentList } from '../components/comment-list';
import { PostEditor } from '../components/post-editor';
import { StateTag } from '../components/state-tag';
import '../community.css';

export interface PostDetailPageProps {
  postId: number;
  onBack: () => void;
}

function Media({ post }: { post: PostDetail }) {
  const { t } = useTranslation('community');
  const images = post.media.filter((m) => m.kind === 'image');
  const player = post.media.find((m) => m.kind !== 'image');
  return (
    <>
      {images.length > 0 && (
        <ul className="lp-community-gallery" aria-label={t('images')}>
          {images.map((m, i) => (
            <li key={m.uploadId}>
              <a href={m.url} target="_blank" rel="noopener noreferrer">
                <img src={m.url} alt={t('imageAlt', { index: i + 1 })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {player?.kind === 'video' && (
        <video
          className="lp-community-player"
          src={player.url}
          controls
          preload="metadata"
          aria-label={player.fileName}
        />
      )}
      {player?.kind === 'audio' && (
        <audio className="lp-community-audio" src={player.url} controls aria-label={player.fileName} />
      )}
    </>
  );
}

/** A topic or question: its text and files, praise and report, and its answers or comments. */
export function PostDetailPage({ postId, onBack }: PostDetailPageProps) {
  const { t } = useTranslation('community');
  const queryClient = useQueryClient();
  const post = useQuery({ queryKey: communityKeys.post(postId), queryFn: () => getPost(postId) });
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: communityKeys.all });

  if (post.isPending) return <LoadState kind="loading" />;
  if (!post.data)
    return (
      <LoadState kind="error" error={post.error} onRetry={() => void post.refetch()} notFoundText={t('notFound')} />
    );
  const p = post.data;

  const act = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await work();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
      refresh();
    }
  };

  if (p.deleted)
    return (
      <section className="lp-community lp-community-detail">
        <button type="button" className="lp-community-link" onClick={onBack}>
          ← {t('back')}
        </button>
        <LoadState kind="empty" emptyText={t('deleted')} />
      </section>
    );

  return (
    <article className="lp-community lp-community-detail" aria-labelledby="lp-community-post-title">
      <button type="button" className="lp-community-link" onClick={onBack}>
        ← {t('back')}
      </button>
      <header className="lp-community-detail__head">
        <p className="lp-community-detail__tags">
          {p.kind === 'question' && p.bounty > 0 && (
            <span className="lp-community-bounty">{t('bounty', { count: p.bounty })}</span>
          )}
          <StateTag state={p.state} kind={p.kind} />
        </p>
        <h1 id="lp-community-post-title" className="lp-community-detail__title">
          {p.title || t('untitled')}
        </h1>
        <p className="lp-community-hint">
          <OpenDataName type="userName" openid={p.author.wecomUserId} name={p.author.name} /> ·{' '}
          {formatDate(p.createdAt, 'dateTime')}
        </p>
      </header>
      {p.state === 'resolved' && (
        <p className="lp-community-banner" role="status">
          {t('resolvedNote')}
        </p>
      )}
      {p.state === 'closed' && (
        <p className="lp-community-banner" role="status">
          {t('closedNote')}
        </p>
      )}
      {p.state === 'review' && (
        <p className="lp-community-banner" role="status">
          {t('reviewNote')}
        </p>
      )}
      {p.state === 'rejected' && (
        <p className="lp-community-banner" role="status">
          {t('rejectedNote')}
        </p>
      )}
      <SafeHtml html={p.content} className="lp-community-content" data-testid="community-content" />
      <Media post={p} />
      {(p.invited.length > 0 || p.remindAll) && (
        <p className="lp-community-hint">
          {p.remindAll && <span>{t('remindedAll')} </span>}
          {p.invited.length > 0 && t('invited', { names: p.invited.map((x) => x.name).join(', ') })}
        </p>
      )}
      <div className="lp-community-actions">
        <button
          type="button"
          className="lp-community-button"
          aria-pressed={p.praised}
          disabled={busy || p.state === 'review' || p.state === 'rejected'}
          data-testid="community-praise"
          onClick={() => void act(() => praise('post', p.id, !p.praised))}
        >
          {t(p.praised ? 'praised' : 'praise')} · {p.praiseCount}
        </button>
        {!p.mine && (
          <button
            type="button"
            className="lp-community-button"
            disabled={p.reported}
            onClick={() =>
              Modal.confirm({
                title: t('reportConfirm'),
                okText: t('report'),
                cancelText: t('editor.cancel'),
                onOk: () => act(() => reportPost(p.id, '')),
              })
            }
          >
            {p.reported ? t('reported') : t('report')}
          </button>
        )}
        {p.canEdit && (
          <button type="button" className="lp-community-button" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        )}
        {p.canClose && (
          <button
            type="button"
            className="lp-community-button"
            onClick={() =>
              Modal.confirm({
                title: t('closeConfirm'),
                content: p.bounty > 0 ? t('closeBounty', { count: p.bounty }) : undefined,
                okText: t('close'),
                cancelText: t('editor.cancel'),
                onOk: () => act(() => closeQuestion(p.id)),
              })
            }
          >
            {t('close')}
          </button>
        )}
        {p.canDelete && (
          <button
            type="button"
            className="lp-community-button lp-community-button--danger"
            onClick={() =>
              Modal.confirm({
                title: t('deleteConfirm'),
                okText: t('delete'),
                cancelText: t('editor.cancel'),
                onOk: () => act(() => deleteItem('post', p.id).then(onBack)),
              })
            }
          >
            {t('delete')}
          </button>
        )}
      </div>
      {problem && (
        <p className="lp-community-error" role="alert" data-testid="community-detail-error">
          {problem}
        </p>
      )}
      <section className="lp-community-answers" aria-labelledby="lp-community-answers-title">
        <h2 id="lp-community-answers-title">
          {p.kind === 'question' ? t('answers', { count: p.replyCount }) : t('comments', { count: p.replyCount })}
        </h2>
        {p.canAnswer && (
          <CommentForm
            postId={p.id}
            answer
            max={COMMUNITY_LIMITS.answerMax}
            label={t('comment.answerLabel')}
            onSent={refresh}
          />
        )}
        {p.kind === 'topic' && p.state === 'open' && (
          <CommentForm
            postId={p.id}
            answer={false}
            max={COMMUNITY_LIMITS.commentMax}
            label={t('comment.commentLabel')}
            onSent={refresh}
          />
        )}
        {p.kind === 'question' && p.mine && p.state === 'open' && (
          <p className="lp-community-hint">{t('ownQuestion')}</p>
        )}
        <CommentList post={p} onChanged={refresh} onError={setProblem} />
      </section>
      {editing && (
        <PostEditor
          kind={p.kind}
          post={p}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refresh();
          }}
        />
      )}
    </article>
  );
}

import { Avatar, Button } from '@arco-design/web-react';
import { IconMessage, IconThumbUp, IconThumbUpFill } from '@arco-design/web-react/icon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseComment, CourseCommentReply } from '../../../../protocol';
import { praiseComment } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { toastMarkError } from '../social-errors';
import { formatDate } from '../../../lib/date-format';
import { useOnceAtATime } from '../hooks/use-once-at-a-time';
import { CommentForm } from './comment-form';

interface ItemProps {
  courseId: number;
  comment: CourseCommentReply;
  maxLength: number;
}

/** A reply names the comment answered; the server files it under that comment's thread. */
function CommentBody({ courseId, comment, maxLength }: ItemProps) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [replying, setReplying] = useState(false);
  const praise = useMutation({
    mutationFn: () => praiseComment(comment.id, !comment.praised),
    // Settled, not only success: after a refused double click the list shows the server's truth.
    onSettled: () => void client.invalidateQueries({ queryKey: socialKeys.commentsOf(courseId) }),
    onError: toastMarkError,
  });
  // The second click of a double click is dropped here, before it becomes a request.
  const once = useOnceAtATime();
  return (
    <div className="lp-social-item__body">
      <div className="lp-social-item__head">
        <strong>{comment.authorName}</strong>
        {comment.replyToName ? (
          <span className="lp-social-muted">{t('comments.repliedTo', { name: comment.replyToName })}</span>
        ) : null}
        <time className="lp-social-muted">{formatDate(comment.createdAt)}</time>
      </div>
      <p className="lp-social-text">{comment.content}</p>
      <div className="lp-social-row">
        <Button
          size="mini"
          type="text"
          aria-pressed={comment.praised}
          aria-label={
            comment.praised
              ? t('comments.unpraise', { count: comment.praiseCount })
              : t('comments.praise', { count: comment.praiseCount })
          }
          className={comment.praised ? 'lp-social-on' : ''}
          icon={comment.praised ? <IconThumbUpFill /> : <IconThumbUp />}
          loading={praise.isPending}
          onClick={() => once((done) => praise.mutate(undefined, { onSettled: done }))}
        >
          {comment.praiseCount}
        </Button>
        <Button size="mini" type="text" icon={<IconMessage />} onClick={() => setReplying(!replying)}>
          {t('comments.reply')}
        </Button>
      </div>
      {replying ? (
        <CommentForm
          courseId={courseId}
          maxLength={maxLength}
          replyTo={{ id: comment.id, name: comment.authorName }}
          onDone={() => setReplying(false)}
          onCancel={() => setReplying(false)}
        />
      ) : null}
    </div>
  );
}

/** One comment with its thread of replies. */
export function CommentItem({
  courseId,
  comment,
  maxLength,
}: {
  courseId: number;
  comment: CourseComment;
  maxLength: number;
}) {
  return (
    <article className="lp-social-item" aria-label={comment.authorName}>
      <Avatar size={32}>
        {comment.authorAvatar ? <img src={comment.authorAvatar} alt="" /> : comment.authorName.slice(0, 1)}
      </Avatar>
      <div className="lp-social-item__main">
        <CommentBody courseId={courseId} comment={comment} maxLength={maxLength} />
        {comment.replies.length > 0 ? (
          <div className="lp-social-replies">
            {comment.replies.map((reply) => (
              <div key={reply.id} className="lp-social-item lp-social-item--reply">
                <Avatar size={24}>
                  {reply.authorAvatar ? <img src={reply.authorAvatar} alt="" /> : reply.authorName.slice(0, 1)}
                </Avatar>
                <CommentBody courseId={courseId} comment={reply} maxLength={maxLength} />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}

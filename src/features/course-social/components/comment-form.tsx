import { Alert, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLength } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { addComment, newRequestId } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { useOnceAtATime } from '../hooks/use-once-at-a-time';
import { CharCount } from './char-count';

export interface CommentFormProps {
  courseId: number;
  maxLength: number;
  replyTo?: { id: number; name: string };
  onDone?: () => void;
  onCancel?: () => void;
}

/** Write a comment or a reply; the limit is the enterprise's (300 by default). */
export function CommentForm({ courseId, maxLength, replyTo, onDone, onCancel }: CommentFormProps) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [content, setContent] = useState('');
  // A new id per text: a double click or a retry of the same text is one comment.
  const [requestId, setRequestId] = useState(newRequestId);
  const send = useMutation({
    mutationFn: () => addComment({ courseId, content: content.trim(), replyTo: replyTo?.id, requestId }),
    onSuccess: () => {
      setContent('');
      setRequestId(newRequestId());
      void client.invalidateQueries({ queryKey: socialKeys.commentsOf(courseId) });
      onDone?.();
    },
  });
  const once = useOnceAtATime();
  const length = textLength(content.trim());
  const tooLong = length > maxLength;
  const id = replyTo ? `lp-social-reply-count-${replyTo.id}` : 'lp-social-comment-count';
  return (
    <form
      className="lp-social-comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (length > 0 && !tooLong) once((done) => send.mutate(undefined, { onSettled: done }));
      }}
    >
      <Input.TextArea
        aria-label={replyTo ? t('comments.replyTo', { name: replyTo.name }) : t('comments.write')}
        aria-describedby={id}
        aria-invalid={tooLong}
        placeholder={
          replyTo
            ? t('comments.replyTo', { name: replyTo.name })
            : t('comments.placeholder', { max: maxLength, count: maxLength })
        }
        autoSize={{ minRows: replyTo ? 2 : 3, maxRows: 8 }}
        value={content}
        onChange={(value) => {
          setContent(value);
          send.reset();
        }}
      />
      <div className="lp-social-row lp-social-row--between">
        <span className="lp-social-row">
          <CharCount id={id} text={content.trim()} max={maxLength} />
          {tooLong ? (
            <span role="alert" className="lp-social-error">
              {t('comments.tooLong', { max: maxLength, count: maxLength })}
            </span>
          ) : null}
        </span>
        <span className="lp-social-row">
          {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
          <Button type="primary" htmlType="submit" loading={send.isPending} disabled={length === 0 || tooLong}>
            {replyTo ? t('comments.sendReply') : t('comments.send')}
          </Button>
        </span>
      </div>
      {send.error ? <Alert type="error" content={errorText(send.error)} /> : null}
    </form>
  );
}

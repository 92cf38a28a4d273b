import { useRef, useState, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textLength, type CommunityPerson } from '../../../../protocol';
import { Modal } from '@arco-design/web-react';
import { errorText } from '../../../lib/error-text';
import { addComment, newRequestId } from '../api/community-api';
import { MemberPicker } from './member-picker';

export interface CommentFormProps {
  postId: number;
  answer: boolean;
  parentId?: number;
  replyTo?: CommunityPerson;
  max: number;
  label: string;
  onSent: () => void;
}

/** An answer, comment or reply (plain text; @ picks a member to mention). */
export function CommentForm({ postId, answer, parentId, replyTo, max, label, onSent }: CommentFormProps) {
  const { t } = useTranslation('community');
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<CommunityPerson[]>([]);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const requestId = useRef(newRequestId());
  const id = useId();
  const length = textLength(text.trim());

  const send = async () => {
    if (sending) return;
    setProblem('');
    if (length === 0) return setProblem(t('comment.empty'));
    if (length > max) return setProblem(t('comment.tooLong', { count: max }));
    setSending(true);
    try {
      await addComment({
        postId,
        answer,
        ...(parentId ? { parentId } : {}),
        ...(replyTo ? { replyToUserId: replyTo.id } : {}),
        content: text.trim(),
        mentions: mentions.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id),
        requestId: requestId.current,
      });
      setText('');
      setMentions([]);
      requestId.current = newRequestId();
      onSent();
    } catch (error) {
      requestId.current = newRequestId();
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="lp-community-comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="lp-community-form__label">
        {label}
        <span className={`lp-community-hint${length > max ? ' lp-community-hint--over' : ''}`}>
          {' '}
          {length} / {max}
        </span>
      </label>
      <textarea
        id={id}
        className="lp-community-input"
        rows={answer ? 4 : 2}
        value={text}
        placeholder={replyTo ? t('comment.replyTo', { name: replyTo.name }) : t('comment.placeholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid={answer ? 'community-answer-input' : 'community-comment-input'}
      />
      <div className="lp-community-comment-form__actions">
        <button
          type="button"
          className="lp-community-button"
          onClick={() => setPicking(true)}
          aria-label={t('editor.mention')}
        >
          @
        </button>
        <button
          type="submit"
          className="lp-community-button lp-community-button--primary"
          disabled={sending}
          data-testid={answer ? 'community-answer-send' : 'community-comment-send'}
        >
          {answer ? t('comment.sendAnswer') : t('comment.send')}
        </button>
      </div>
      {problem && (
        <p className="lp-community-error" role="alert">
          {problem}
        </p>
      )}
      <Modal
        title={t('editor.mentionTitle')}
        visible={picking}
        onCancel={() => setPicking(false)}
        footer={null}
        unmountOnExit
      >
        <MemberPicker
          label={t('editor.mentionWho')}
          selected={[]}
          max={1}
          single
          onChange={(people) => {
            const person = people[0];
            setPicking(false);
            if (!person) return;
            setMentions((list) => [...list.filter((p) => p.id !== person.id), person]);
            setText((value) => `${value}${value && !value.endsWith(' ') ? ' ' : ''}@${person.name} `);
          }}
        />
      </Modal>
    </form>
  );
}

import { Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMUNITY_LIMITS,
  textLength,
  type CommunityPerson,
  type PostDetail,
  type PostKind,
} from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { useIsPhone } from '../../../lib/use-viewport';
import { getSetting, newRequestId, savePost } from '../api/community-api';
import { communityKeys } from '../api/query-keys';
import { FileUploads, itemsFromMedia, type UploadItem } from './file-uploads';
import { MemberPicker } from './member-picker';
import { mentionIdsOf, RichEditor } from './rich-editor';

export interface PostEditorProps {
  kind: PostKind;
  /** Edit this post; a new one otherwise. */
  post?: PostDetail;
  onClose: () => void;
  onSaved: (post: PostDetail) => void;
}

/** Write a topic or ask a question: title, rich text with mentions, files, invitations, bounty. */
export function PostEditor({ kind, post, onClose, onSaved }: PostEditorProps) {
  const { t } = useTranslation('community');
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: communityKeys.setting(), queryFn: getSetting });
  const [title, setTitle] = useState(post?.title ?? '');
  const [html, setHtml] = useState(post?.content ?? '');
  const [bounty, setBounty] = useState(post ? String(post.bounty) : '0');
  const [files, setFiles] = useState<UploadItem[]>(post ? itemsFromMedia(post.media) : []);
  const [invited, setInvited] = useState<CommunityPerson[]>(post?.invited ?? []);
  const [remindAll, setRemindAll] = useState(post?.remindAll ?? false);
  const [problem, setProblem] = useState('');
  const requestId = useRef(newRequestId());
  const ids = { title: useId(), bounty: useId(), remind: useId() };
  const titleMax = kind === 'topic' ? COMMUNITY_LIMITS.topicTitleMax : COMMUNITY_LIMITS.questionTitleMax;
  const uploading = files.some((f) => f.uploadId === null && !f.error);

  const save = useMutation({
    mutationFn: () =>
      savePost({
        ...(post ? { postId: post.id } : {}),
        kind,
        title,
        content: html,
        bounty: Number(bounty) || 0,
        uploadIds: files.filter((f) => f.uploadId !== null).map((f) => f.uploadId!),
        invite: invited.map((p) => p.id),
        mentions: mentionIdsOf(html),
        remindAll,
        requestId: requestId.current,
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      onSaved(saved);
    },
    onError: (error) => {
      // A refused send may be corrected and sent again: a new request id for the next try.
      requestId.current = newRequestId();
      setProblem(errorText(error));
    },
  });

  const submit = () => {
    setProblem('');
    if (kind === 'question' && title.trim() === '') return setProblem(t('editor.titleRequired'));
    if (textLength(title.trim()) > titleMax) return setProblem(t('editor.titleTooLong', { count: titleMax }));
    if (kind === 'question' && !/^\d+$/.test(bounty.trim())) return setProblem(t('editor.bountyInvalid'));
    if (uploading) return setProblem(t('editor.waitUploads'));
    save.mutate();
  };

  const heading = post ? t('editor.editTitle') : kind === 'topic' ? t('editor.newTopic') : t('editor.newQuestion');
  return (
    <Modal
      title={heading}
      visible
      onCancel={onClose}
      className={`lp-community-editor${phone ? ' lp-community-editor--sheet' : ''}`}
      style={{ width: phone ? '100%' : 720 }}
      okText={kind === 'topic' ? t('editor.publish') : t('editor.ask')}
      cancelText={t('editor.cancel')}
      onOk={submit}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading, 'data-testid': 'community-editor-submit' } as never}
      maskClosable={false}
      unmountOnExit
    >
      <form
        className="lp-community-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.title} className="lp-community-form__label">
          {kind === 'question' ? t('editor.questionTitle') : t('editor.topicTitle')}
          <span className="lp-community-hint">
            {' '}
            {textLength(title)} / {titleMax}
          </span>
        </label>
        <textarea
          id={ids.title}
          className="lp-community-input"
          rows={kind === 'question' ? 2 : 1}
          value={title}
          required={kind === 'question'}
          aria-required={kind === 'question'}
          placeholder={kind === 'question' ? t('editor.questionTitleHint') : t('editor.topicTitleHint')}
          onChange={(e) => setTitle(e.target.value)}
        />
        <RichEditor
          label={t('editor.content')}
          initialHtml={post?.content ?? ''}
          onChange={(value) => setHtml(value)}
        />
        <FileUploads items={files} onChange={setFiles} />
        {kind === 'question' && !post && (
          <>
            <label htmlFor={ids.bounty} className="lp-community-form__label">
              {t('editor.bounty')}
            </label>
            <input
              id={ids.bounty}
              className="lp-community-input lp-community-input--short"
              inputMode="numeric"
              value={bounty}
              onChange={(e) => setBounty(e.target.value)}
              aria-describedby={`${ids.bounty}-hint`}
            />
            <p id={`${ids.bounty}-hint`} className="lp-community-hint">
              {t('editor.bountyHint')}
            </p>
          </>
        )}
        <MemberPicker
          label={t('editor.invite')}
          selected={invited}
          max={COMMUNITY_LIMITS.invites}
          onChange={setInvited}
        />
        {setting.data?.canRemindAll && (
          <label htmlFor={ids.remind} className="lp-community-check">
            <input
              id={ids.remind}
              type="checkbox"
              checked={remindAll}
              onChange={(e) => setRemindAll(e.target.checked)}
            />
            {t('editor.remindAll')}
          </label>
        )}
        {problem && (
          <p className="lp-community-error" role="alert" data-testid="community-editor-error">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}

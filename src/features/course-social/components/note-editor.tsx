import { Alert, Button, Input, Message, Popconfirm, Radio, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SOCIAL_LIMITS, textLength, type CourseNote } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { deleteNote, revokeNote, saveNote } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { useOnceAtATime } from '../hooks/use-once-at-a-time';
import { CharCount } from './char-count';
import { NoteImages } from './note-images';
import { NoteStateTag } from './note-state-tag';

export interface NoteEditorProps {
  courseId: number;
  chapterId: number;
  /** The learner's note of this chapter, if any; the parent keys the editor by it, so the draft starts from it. */
  note: CourseNote | null;
}

const MAX = COURSE_SOCIAL_LIMITS.noteLength;

/** The learner's own note of one chapter: write, keep private or make public (reviewed), revoke, delete. */
export function NoteEditor({ courseId, chapterId, note }: NoteEditorProps) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [content, setContent] = useState(note?.content ?? '');
  const [images, setImages] = useState<string[]>(note?.images ?? []);
  const [visibility, setVisibility] = useState<'private' | 'public'>(
    note && note.state !== 'private' ? 'public' : 'private',
  );
  const refresh = () => {
    void client.invalidateQueries({ queryKey: socialKeys.notesOf(courseId) });
    void client.invalidateQueries({ queryKey: socialKeys.myNotesAll });
  };
  const save = useMutation({
    mutationFn: () => saveNote({ noteId: note?.id, courseId, chapterId, content, visibility, images }),
    onSuccess: (saved) => {
      Message.success(saved.state === 'in_review' ? t('notes.sentToReview') : t('notes.saved'));
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeNote(id),
    onSuccess: () => {
      Message.success(t('notes.revoked'));
      refresh();
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteNote(id),
    onSuccess: () => {
      Message.success(t('notes.deleted'));
      refresh();
    },
    onError: (error) => Message.error(errorText(error)),
  });

  const once = useOnceAtATime();
  const inReview = note?.state === 'in_review';
  const tooLong = textLength(content.trim()) > MAX;
  const empty = content.trim() === '' && images.length === 0;
  const unchanged =
    note !== null &&
    content === note.content &&
    JSON.stringify(images) === JSON.stringify(note.images) &&
    (visibility === 'public') === (note.state !== 'private');

  return (
    <form
      className="lp-social-note-editor"
      aria-label={t('notes.mine')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!inReview && !tooLong && !empty) once((done) => save.mutate(undefined, { onSettled: done }));
      }}
    >
      <div className="lp-social-row">
        <h3 className="lp-social-subtitle">{t('notes.mine')}</h3>
        {note ? <NoteStateTag state={note.state} /> : <Tag>{t('notes.none')}</Tag>}
      </div>
      {inReview ? (
        <Alert
          type="info"
          content={t('notes.inReviewHint')}
          action={
            <Button size="small" type="primary" loading={revoke.isPending} onClick={() => revoke.mutate(note.id)}>
              {t('notes.revoke')}
            </Button>
          }
        />
      ) : null}
      {note?.state === 'rejected' ? (
        <Alert type="warning" content={t('notes.rejected', { reason: note.rejectReason || t('notes.noReason') })} />
      ) : null}
      <Input.TextArea
        aria-label={t('notes.content')}
        aria-describedby="lp-social-note-count"
        aria-invalid={tooLong}
        placeholder={t('notes.placeholder', { max: MAX, count: MAX })}
        value={content}
        disabled={inReview}
        autoSize={{ minRows: 5, maxRows: 14 }}
        onChange={setContent}
      />
      <div className="lp-social-row lp-social-row--between">
        <CharCount id="lp-social-note-count" text={content.trim()} max={MAX} />
        {tooLong ? (
          <span role="alert" className="lp-social-error">
            {t('notes.tooLong', { max: MAX, count: MAX })}
          </span>
        ) : null}
      </div>
      <NoteImages images={images} editable={!inReview} onChange={setImages} />
      <div className="lp-social-row lp-social-row--between">
        <Radio.Group
          value={visibility}
          disabled={inReview}
          onChange={(v: 'private' | 'public') => setVisibility(v)}
          aria-label={t('notes.visibility')}
        >
          <Radio value="private">{t('notes.private')}</Radio>
          <Radio value="public">{t('notes.public')}</Radio>
        </Radio.Group>
        <div className="lp-social-row">
          {note && !inReview ? (
            <Popconfirm
              title={t('notes.deleteConfirm')}
              okText={t('notes.delete')}
              cancelText={t('common.cancel')}
              onOk={() => remove.mutate(note.id)}
            >
              <Button status="danger" loading={remove.isPending}>
                {t('notes.delete')}
              </Button>
            </Popconfirm>
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            disabled={inReview || tooLong || empty || unchanged}
          >
            {t('notes.save')}
          </Button>
        </div>
      </div>
      {visibility === 'public' && !inReview ? <p className="lp-social-muted">{t('notes.publicHint')}</p> : null}
      {save.error ? <Alert type="error" content={errorText(save.error)} /> : null}
    </form>
  );
}

import { Button, Message, Modal, Tag } from '@arco-design/web-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SHARE_LIMITS, type CourseShare } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { requestShare } from '../api/share-api';
import { microKeys } from '../hooks/micro-keys';
import '../share-course.css';

/*
 * "Share with everyone" for a micro-course published for "only me" (decision 0064). The request's
 * state is shown in words and a tag (waiting / not approved with the reason / shared), never by
 * colour alone; the note is plain text, rendered as text wherever it is read.
 */

/** The request's state under the course's title ('' when never asked). */
export function ShareState({ share }: { share: CourseShare | undefined }) {
  const { t } = useTranslation('course-share');
  if (!share) return null;
  if (share.status === 'pending')
    return (
      <span className="lp-share-muted">
        <Tag color="orangered" size="small">
          {t('state.pending')}
        </Tag>{' '}
        {t('state.pendingHint')}
      </span>
    );
  if (share.status === 'approved')
    return (
      <span className="lp-share-muted">
        <Tag color="green" size="small">
          {t('state.approved')}
        </Tag>{' '}
        {t('state.approvedHint')}
      </span>
    );
  return <span className="lp-micro-reason">{t('state.rejected', { reason: share.rejectReason })}</span>;
}

export interface ShareButtonProps {
  courseId: number;
  title: string;
  share: CourseShare | undefined;
}

/** The button and its dialog; absent while a request waits or once shared. */
export function ShareButton({ courseId, title, share }: ShareButtonProps) {
  const { t } = useTranslation('course-share');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const id = useId();
  const length = [...note.trim()].length;
  const tooLong = length > COURSE_SHARE_LIMITS.noteMax;
  const ask = useMutation({
    mutationFn: () => requestShare(courseId, note.trim()),
    onSuccess: () => {
      Message.success(t('sent'));
      setOpen(false);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: [...microKeys.all, 'shares'] });
    },
    onError: (error) => Message.error(errorText(error)),
  });
  if (share && share.status !== 'rejected') return null;
  return (
    <>
      <Button size="small" type="text" onClick={() => setOpen(true)} aria-label={t('askNamed', { title })}>
        {share ? t('askAgain') : t('ask')}
      </Button>
      <Modal
        title={t('dialogTitle', { title })}
        visible={open}
        onCancel={() => setOpen(false)}
        onOk={() => {
          if (!tooLong && !ask.isPending) ask.mutate();
        }}
        okText={t('send')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: ask.isPending, disabled: tooLong }}
        unmountOnExit
      >
        <p className="lp-share-muted">{t('dialogText')}</p>
        <label className="lp-share-label" htmlFor={`${id}-note`}>
          {t('noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          className="lp-share-note"
          value={note}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={tooLong}
          aria-describedby={`${id}-hint`}
        />
        <p
          id={`${id}-hint`}
          className={tooLong ? 'lp-micro-reason' : 'lp-share-muted'}
          role={tooLong ? 'alert' : undefined}
        >
          {t('noteHint', { count: length, max: COURSE_SHARE_LIMITS.noteMax })}
        </p>
      </Modal>
    </>
  );
}

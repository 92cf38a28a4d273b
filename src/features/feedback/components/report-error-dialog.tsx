import { Alert, Input, Message, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS, type FeedbackKind } from '../../../../protocol/schemas/feedback';
import { errorText } from '../../../lib/error-text';
import { sendReport } from '../api/feedback-api';
import '../feedback.css';
import type { ReportSubject } from './report-error-button';

/** The kinds a learner may choose where they are: the player's media, or the exam's questions. */
const KINDS: Record<ReportSubject['source'], FeedbackKind[]> = {
  course: ['playback', 'content', 'other'],
  exam: ['question', 'content', 'other'],
};

/**
 * Describe an error (spec 001: description up to 500 characters). Keyboard: the dialog takes the
 * focus, arrows choose the kind, Tab reaches the text and the buttons, Esc closes. The text is
 * never shown back as HTML (React text only).
 */
export function ReportErrorDialog({
  subject,
  position,
  onClose,
}: {
  subject: ReportSubject;
  position: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('feedback');
  const textId = useId();
  const kinds = KINDS[subject.source];
  const [kind, setKind] = useState<FeedbackKind>(kinds[0]!);
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const send = useMutation({
    mutationFn: () => sendReport({ ...subject, kind, description: trimmed, position: Math.floor(position) }),
    onSuccess: () => {
      Message.success(t('sent'));
      onClose();
    },
  });
  return (
    <Modal
      visible
      title={t('title')}
      okText={t('send')}
      cancelText={t('cancel')}
      okButtonProps={{
        disabled: trimmed === '' || trimmed.length > FEEDBACK_LIMITS.descriptionMax,
        loading: send.isPending,
      }}
      onOk={() => {
        if (!send.isPending && trimmed !== '') send.mutate();
      }}
      onCancel={onClose}
      autoFocus
      focusLock
      unmountOnExit
    >
      <fieldset className="lp-feedback-kinds">
        <legend>{t('kindLabel')}</legend>
        <Radio.Group value={kind} onChange={(value: FeedbackKind) => setKind(value)} direction="vertical">
          {kinds.map((k) => (
            <Radio key={k} value={k}>
              {t(`kind.${k}`)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <label htmlFor={textId}>{t('descriptionLabel')}</label>
      <Input.TextArea
        id={textId}
        value={text}
        onChange={setText}
        maxLength={FEEDBACK_LIMITS.descriptionMax}
        showWordLimit
        autoSize={{ minRows: 4, maxRows: 8 }}
        placeholder={t('placeholder', { count: FEEDBACK_LIMITS.descriptionMax })}
      />
      {send.error ? <Alert type="error" content={errorText(send.error)} /> : null}
    </Modal>
  );
}

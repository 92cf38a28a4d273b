import { Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MICRO_COURSE_LIMITS } from '../../../../protocol';

export interface RejectDialogProps {
  title: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reviewer why (required: the learner sees it and fixes the course). Mounted only while open. */
export function RejectDialog({ title, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('micro-courses');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      visible
      title={t('review.rejectTitle', { title })}
      okText={t('review.reject')}
      okButtonProps={{ status: 'danger' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => {
        if (!reason.trim()) return setMissing(true);
        onReject(reason.trim());
      }}
    >
      <label htmlFor="micro-reject-reason" className="lp-micro-label lp-micro-label--required">
        {t('review.reason')}
      </label>
      <Input.TextArea
        id="micro-reject-reason"
        autoFocus
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        maxLength={MICRO_COURSE_LIMITS.rejectReasonMax}
        showWordLimit
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('review.reasonPlaceholder')}
      />
      {missing ? (
        <div className="lp-micro-upload__error" role="alert">
          {t('review.reasonRequired')}
        </div>
      ) : null}
    </Modal>
  );
}

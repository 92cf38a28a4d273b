import { Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBER_LIMITS } from '../../../../protocol';

export interface ConfirmActionDialogProps {
  title: string;
  body: string;
  /** Ask for a reason, kept in the member's history (lock, block, revoke). */
  withReason: boolean;
  danger: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The one confirmation before every action on a member (decision 0054): Enter confirms, Escape cancels. */
export function ConfirmActionDialog({
  title,
  body,
  withReason,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('admin-members');
  const [reason, setReason] = useState('');
  return (
    <Modal
      visible
      title={title}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onCancel}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ status: danger ? 'danger' : 'default', loading: busy }}
      autoFocus
      focusLock
      unmountOnExit
    >
      <p className="lp-members-dialog-body">{body}</p>
      {withReason ? (
        <label className="lp-members-reason">
          <span>{t('confirm.reason')}</span>
          <Input.TextArea
            value={reason}
            onChange={setReason}
            maxLength={ADMIN_MEMBER_LIMITS.reasonMax}
            placeholder={t('confirm.reasonPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </label>
      ) : null}
    </Modal>
  );
}

import { Modal } from '@arco-design/web-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_LIMITS } from '../../../../protocol';

export interface ReasonDialogProps {
  /** How many items the rejection covers (0 = closed). */
  count: number;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting needs a reason (the page gives each opening its own key, so the text starts empty) the author will read (decision 0053); a batch says how many it covers. */
export function ReasonDialog({ count, busy, onCancel, onReject }: ReasonDialogProps) {
  const { t } = useTranslation('admin-approvals');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const length = [...reason.trim()].length;
  const problem = length === 0 ? t('reason.required') : length > APPROVAL_LIMITS.reasonMax ? t('reason.tooLong') : '';
  const submit = () => {
    setTried(true);
    if (!problem) onReject(reason.trim());
  };
  return (
    <Modal
      title={t('reason.title', { count })}
      visible={count > 0}
      onCancel={onCancel}
      onOk={submit}
      okText={t('reason.confirm', { count })}
      cancelText={t('reason.cancel')}
      okButtonProps={{ status: 'danger', loading: busy }}
      unmountOnExit
    >
      <label className="lp-approvals-reason__label" htmlFor={`${id}-reason`}>
        {t('reason.label')}
      </label>
      <textarea
        id={`${id}-reason`}
        className="lp-approvals-reason__input"
        value={reason}
        rows={4}
        // The author reads this text as text: it is never rendered as HTML.
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={tried && problem !== ''}
        aria-describedby={`${id}-hint`}
        autoFocus
      />
      <p
        id={`${id}-hint`}
        className={tried && problem ? 'lp-approvals-error' : 'lp-approvals-hint'}
        role={tried && problem ? 'alert' : undefined}
      >
        {tried && problem ? problem : t('reason.hint', { count: length, max: APPROVAL_LIMITS.reasonMax })}
      </p>
    </Modal>
  );
}

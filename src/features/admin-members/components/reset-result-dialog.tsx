import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';

/** The new initial password, shown once (the server keeps only its hash). */
export function ResetResultDialog({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-members');
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      visible
      title={t('reset.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('reset.close')}
        </Button>
      }
      focusLock
      unmountOnExit
    >
      <p className="lp-members-dialog-body">{t('reset.body', { name })}</p>
      <div className="lp-members-password">
        <code data-testid="initial-password">{password}</code>
        <Button onClick={() => void copyText(password).then(setCopied)}>
          {copied ? t('reset.copied') : t('reset.copy')}
        </Button>
      </div>
    </Modal>
  );
}

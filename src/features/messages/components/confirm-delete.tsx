import { Button, Modal } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** Delete, after the learner confirms (a deleted message cannot be brought back). */
export function ConfirmDelete({
  onConfirm,
  loading,
  size = 'small',
}: {
  onConfirm: () => Promise<unknown>;
  loading?: boolean;
  size?: 'mini' | 'small' | 'default';
}) {
  const { t } = useTranslation('messages');
  return (
    <Button
      size={size}
      type="text"
      status="danger"
      loading={loading}
      onClick={(event) => {
        event.stopPropagation();
        Modal.confirm({
          title: t('delete.title'),
          content: t('delete.content'),
          okText: t('delete.ok'),
          cancelText: t('delete.cancel'),
          okButtonProps: { status: 'danger' },
          onOk: onConfirm,
        });
      }}
    >
      {t('actions.delete')}
    </Button>
  );
}

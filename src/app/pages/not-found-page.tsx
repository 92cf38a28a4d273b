import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StatusPanel
      tone="warning"
      title={t('notFound.title')}
      description={t('notFound.subtitle')}
      actions={
        <Button type="primary" onClick={() => navigate('/index')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}

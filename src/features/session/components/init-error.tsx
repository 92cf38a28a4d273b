import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';

export interface InitErrorProps {
  detail: string;
  onRetry: () => void;
}

/** Start-up gave up after the one reload: say so and offer a retry instead of spinning forever. */
export function InitError({ detail, onRetry }: InitErrorProps) {
  const { t } = useTranslation(['session', 'common']);
  return (
    <div className="lp-init-screen">
      <StatusPanel
        role="alert"
        tone="error"
        title={t('session:initError.title')}
        description={
          <>
            <p>{t('session:initError.description')}</p>
            {detail ? <p>{t('session:initError.detail', { message: detail })}</p> : null}
          </>
        }
        actions={
          <Button type="primary" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        }
      />
    </div>
  );
}

import { Button, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Loading and error states of a profile page, in place of its form. */
export function ProfileLoadState({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  if (error === undefined) {
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip={t('state.loading')} />
      </div>
    );
  }
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('state.error')}</p>
      <p style={{ color: '#86909c' }}>{errorText(error)}</p>
      <Button type="primary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

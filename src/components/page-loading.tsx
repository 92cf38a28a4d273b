import { Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page (or, with `fullScreen`, the whole window) that is still loading. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullScreen ? 'lp-init-screen' : 'lp-page-loading'} role="status" aria-live="polite">
      <Spin size={32} tip={t('loading')} />
    </div>
  );
}

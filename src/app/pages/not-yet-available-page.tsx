import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';
import { routeMetaOf } from '../routes/route-handle';

/** A spec route whose page comes with a later release: said plainly, inside the layout. */
export function NotYetAvailablePage() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const meta = routeMetaOf(useMatches());
  return (
    <StatusPanel
      tone="info"
      title={t(meta.title)}
      description={t('notYetAvailable.description')}
      actions={
        <>
          <Button type="primary" onClick={() => navigate('/index')}>
            {t('notYetAvailable.backHome')}
          </Button>
          <Button onClick={() => navigate(-1)}>{t('notYetAvailable.back')}</Button>
        </>
      }
    />
  );
}

import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { ProfileField } from '../../../../protocol';

/** Shown when the portal was sent here by code 4012 (?errorMsg=4&type=completion-info). */
export function CompletionNotice({ missing }: { missing: readonly ProfileField[] }) {
  const { t } = useTranslation('profile');
  const fields = missing.map((field) => t(`fields.${field}`)).join(t('listSeparator'));
  return (
    <Alert
      className="lp-profile-notice"
      type={missing.length > 0 ? 'warning' : 'success'}
      title={missing.length > 0 ? t('completion.title') : t('completion.doneTitle')}
      content={missing.length > 0 ? t('completion.body', { fields }) : t('completion.done')}
    />
  );
}

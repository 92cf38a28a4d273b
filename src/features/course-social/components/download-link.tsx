import { Progress, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DownloadRecord } from '../../../../protocol';
import { formatFileSize } from '../../../lib/format';
import { formatDate } from '../../../lib/date-format';

/** A download's state: progress while a zip is built, then a link valid until its expiry. */
export function DownloadLink({ record }: { record: DownloadRecord }) {
  const { t } = useTranslation('course-social');
  if (record.state === 'pending')
    return (
      <Progress percent={record.progress} size="small" style={{ width: 160 }} aria-label={t('downloads.preparing')} />
    );
  if (record.state === 'failed') return <Tag color="red">{t('downloads.failed')}</Tag>;
  if (record.state === 'expired' || !record.url) return <Tag>{t('downloads.expired')}</Tag>;
  return (
    <span className="lp-social-row">
      <a className="lp-social-link" href={record.url} download={record.fileName}>
        <IconDownload /> {t('downloads.save', { size: formatFileSize(record.sizeBytes) })}
      </a>
      <span className="lp-social-muted">{t('downloads.validUntil', { time: formatDate(record.expiresAt) })}</span>
    </span>
  );
}

import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsExportFormat } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { notifyError } from '../../../lib/notify';
import { requestExport, type PeriodChoice } from '../api/statistics-api';

const FORMATS: StatisticsExportFormat[] = ['xlsx', 'csv_days', 'csv_departments'];

/**
 * Export the period as a workbook or one table as CSV: the server answers with a signed link that
 * works for a few minutes, and the browser downloads it at once (a plain link, so the file is
 * streamed to disk, never held in the page).
 */
export function ExportButtons({ period, disabled }: { period: PeriodChoice; disabled: boolean }) {
  const { t } = useTranslation('admin-statistics');
  const [busy, setBusy] = useState<StatisticsExportFormat | null>(null);

  const run = async (format: StatisticsExportFormat) => {
    if (busy) return;
    setBusy(format);
    try {
      const link = await requestExport(period, format);
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.fileName;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="lp-stats-export" role="group" aria-label={t('export.label')}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          type={format === 'xlsx' ? 'primary' : 'secondary'}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void run(format)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </div>
  );
}

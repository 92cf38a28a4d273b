import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';

/** The collection window of a self-pickup product, or "any time". */
export function CollectionTime({ start, end }: { start: number | null; end: number | null }) {
  const { t } = useTranslation('mall');
  if (start === null && end === null) return <>{t('collect.anyTime')}</>;
  if (end === null) return <>{t('collect.from', { start: formatDate(start, 'date') })}</>;
  if (start === null) return <>{t('collect.until', { end: formatDate(end, 'date') })}</>;
  return <>{t('collect.between', { start: formatDate(start, 'date'), end: formatDate(end, 'date') })}</>;
}

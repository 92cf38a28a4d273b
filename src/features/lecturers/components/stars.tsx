import { useTranslation } from 'react-i18next';

/** A read-only rating: five stars filled to the average, with the number written out (never colour alone). */
export function Stars({ value, count }: { value: number; count: number }) {
  const { t } = useTranslation('lecturers');
  const label = count > 0 ? t('rating.value', { value: value.toFixed(1), count }) : t('rating.none');
  return (
    <span className="lp-lect-stars" role="img" aria-label={label}>
      <span className="lp-lect-stars__track" aria-hidden="true">
        ★★★★★
        <span className="lp-lect-stars__fill" style={{ width: `${(value / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="lp-lect-stars__text" aria-hidden="true">
        {count > 0 ? `${value.toFixed(1)} (${count})` : t('rating.none')}
      </span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * 1–5 stars as a radio group of real buttons: each star is named ("3 stars"), focusable and
 * pressable by keyboard, and the chosen one is checked (Arco's Rate leaves its stars unnamed).
 */
export function StarInput({
  value,
  onChange,
  labelledBy,
  disabled = false,
}: {
  value: number;
  onChange: (stars: number) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('lecturers');
  return (
    <span className="lp-lect-starinput" role="radiogroup" aria-labelledby={labelledBy}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('rating.stars', { count: n })}
          className={`lp-lect-star${n <= value ? ' lp-lect-star--on' : ''}`}
          disabled={disabled}
          onClick={() => onChange(n)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
    </span>
  );
}

/** Stars already given, drawn only: the text beside them says the number. */
export function GivenStars({ value }: { value: number }) {
  return (
    <span className="lp-lect-given" aria-hidden="true">
      {'★'.repeat(value)}
      <span className="lp-lect-given__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

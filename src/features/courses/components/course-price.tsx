import { useTranslation } from 'react-i18next';

/** Free, a money price, a points price, or both ("99.00 or 50 points"). */
export function CoursePrice({ feeType, price, pointsPrice }: { feeType: string; price: string; pointsPrice: number }) {
  const { t } = useTranslation('courses');
  if (feeType === 'free') return <span className="lp-course-price lp-course-price-free">{t('price.free')}</span>;
  const money = Number(price) > 0 ? t('price.money', { price }) : '';
  const points = pointsPrice > 0 ? t('price.points', { count: pointsPrice }) : '';
  return <span className="lp-course-price">{[money, points].filter(Boolean).join(t('price.or'))}</span>;
}

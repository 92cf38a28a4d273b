import { useTranslation } from 'react-i18next';

/** Few enough to say "only n left". */
export const LOW_STOCK = 5;

/** In stock, only n left, or out of stock: in words as well as colour. */
export function StockLabel({ stock }: { stock: number }) {
  const { t } = useTranslation('mall');
  const kind = stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
  return <span className={`lp-mall-stock lp-mall-stock--${kind}`}>{t(`stock.${kind}`, { count: stock, stock })}</span>;
}

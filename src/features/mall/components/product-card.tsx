import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '../../../../protocol';
import { mediaUrl } from '../../../lib/media-url';
import { formatPoints } from '../mall-format';
import { StockLabel } from './stock-label';

/** One product in the mall's grid: picture, name, points, stock and how it is claimed. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('mall');
  return (
    <li className="lp-mall-card">
      <Link to={`/shopMall/shopDetail/${product.id}`} className="lp-mall-card__link">
        <div className="lp-mall-card__picture">
          {product.cover ? <img src={mediaUrl(product.cover)} alt="" loading="lazy" /> : null}
          {product.stock <= 0 ? <span className="lp-mall-card__soldout">{t('stock.out', { count: 0 })}</span> : null}
        </div>
        <h2 className="lp-mall-card__name">{product.name}</h2>
        <p className="lp-mall-card__price">
          {t('points', { points: formatPoints(product.pointsPrice), count: product.pointsPrice })}
        </p>
        <p className="lp-mall-card__meta">
          <StockLabel stock={product.stock} />
          <span className="lp-mall-tag">{t(`claim.${product.claimMethod}`)}</span>
        </p>
      </Link>
    </li>
  );
}

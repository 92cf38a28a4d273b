import { Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode, MAX_EXCHANGE_QUANTITY } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { mediaUrl } from '../../../lib/media-url';
import { getProduct } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { CollectionTime } from '../components/collection-time';
import { ExchangeDialog } from '../components/exchange-dialog';
import { MallClosed } from '../components/mall-closed';
import { MallNav } from '../components/mall-nav';
import { StockLabel } from '../components/stock-label';
import { formatPoints } from '../mall-format';
import '../mall.css';
import '../mall-mobile.css';

/** Why the exchange button is off, in words (or null when it is on). */
function blockOf(
  p: { stock: number; perPersonLimit: number; exchangedByMe: number; inCollectionTime: boolean; pointsPrice: number },
  balance: number,
): string | null {
  if (p.stock <= 0) return 'soldOut';
  if (p.perPersonLimit > 0 && p.exchangedByMe >= p.perPersonLimit) return 'limitReached';
  if (!p.inCollectionTime) return 'notInCollectionTime';
  if (balance < p.pointsPrice) return 'insufficient';
  return null;
}

/** /shopMall/shopDetail/{id}: pictures, price, stock, limit, claim method, collection time; exchange. */
export function ProductDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('mall');
  const [picture, setPicture] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [open, setOpen] = useState(false);
  const query = useQuery({ queryKey: mallKeys.product(id), queryFn: () => getProduct(id), staleTime: 0 });
  if (isApiError(query.error) && query.error.code === ErrorCode.MALL_CLOSED) return <MallClosed />;
  if (!query.data)
    return (
      <section className="lp-mall">
        <LoadState
          kind={query.error ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
          notFoundText={t('detail.gone')}
          action={<Link to="/shopMall">{t('detail.back')}</Link>}
        />
      </section>
    );
  const { product, balance } = query.data;
  const left = product.perPersonLimit > 0 ? product.perPersonLimit - product.exchangedByMe : MAX_EXCHANGE_QUANTITY;
  const max = Math.max(
    1,
    Math.min(product.stock, left, MAX_EXCHANGE_QUANTITY, Math.floor(balance / Math.max(1, product.pointsPrice))),
  );
  const block = blockOf(product, balance);
  const shown = product.images[picture] ?? product.images[0] ?? '';
  return (
    <section className="lp-mall">
      <MallNav balance={balance} />
      <div className="lp-mall-detail">
        <div className="lp-mall-gallery">
          <div className="lp-mall-gallery__main">
            {shown ? (
              <img src={mediaUrl(shown)} alt={t('detail.pictureAlt', { name: product.name, n: picture + 1 })} />
            ) : null}
          </div>
          {product.images.length > 1 ? (
            <ul className="lp-mall-gallery__thumbs">
              {product.images.map((image, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-pressed={i === picture}
                    aria-label={t('detail.showPicture', { n: i + 1 })}
                    onClick={() => setPicture(i)}
                  >
                    <img src={mediaUrl(image)} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="lp-mall-detail__info">
          <h1 className="lp-mall__title">{product.name}</h1>
          <p className="lp-mall-detail__price">
            {t('points', { points: formatPoints(product.pointsPrice), count: product.pointsPrice })}
          </p>
          <dl className="lp-mall-facts">
            <dt>{t('detail.stock')}</dt>
            <dd>
              <StockLabel stock={product.stock} />
            </dd>
            <dt>{t('detail.limit')}</dt>
            <dd>
              {product.perPersonLimit > 0
                ? t('detail.limitValue', { count: product.perPersonLimit, held: product.exchangedByMe })
                : t('detail.noLimit')}
            </dd>
            <dt>{t('detail.claim')}</dt>
            <dd>{t(`claim.${product.claimMethod}`)}</dd>
            {product.claimMethod === 'pickup' ? (
              <>
                <dt>{t('detail.pickupPlace')}</dt>
                <dd>{product.pickupPlace || '—'}</dd>
                <dt>{t('detail.collectTime')}</dt>
                <dd>
                  <CollectionTime start={product.collectStart} end={product.collectEnd} />
                </dd>
              </>
            ) : null}
          </dl>
          {block === null ? (
            <div className="lp-mall-quantity">
              <span id="lp-mall-qty-label">{t('detail.quantity')}</span>
              <div role="group" aria-labelledby="lp-mall-qty-label" className="lp-mall-stepper">
                <button
                  type="button"
                  aria-label={t('detail.less')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                >
                  −
                </button>
                <output aria-live="polite">{quantity}</output>
                <button
                  type="button"
                  aria-label={t('detail.more')}
                  disabled={quantity >= max}
                  onClick={() => setQuantity((q) => Math.min(max, q + 1))}
                >
                  +
                </button>
              </div>
            </div>
          ) : null}
          <Button
            type="primary"
            size="large"
            className="lp-mall-exchange"
            disabled={block !== null}
            onClick={() => setOpen(true)}
          >
            {block === null ? t('detail.exchange') : t(`detail.blocked.${block}`)}
          </Button>
          {product.description ? <p className="lp-mall-detail__description">{product.description}</p> : null}
        </div>
      </div>
      <ExchangeDialog
        visible={open}
        product={product}
        quantity={Math.min(quantity, max)}
        balance={balance}
        onClose={() => {
          setOpen(false);
          setQuantity(1);
        }}
      />
    </section>
  );
}

import { Alert, Button, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode, MAX_ADDRESSES, type ExchangeResult, type ProductDetail } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { exchangeProduct, listAddresses } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { formatPoints, newMallRequestId } from '../mall-format';
import { AddressFormDialog } from './address-form-dialog';
import { CollectionTime } from './collection-time';
import { ExchangeCode } from './exchange-code';

interface Props {
  visible: boolean;
  product: ProductDetail;
  quantity: number;
  balance: number;
  onClose: () => void;
}

/** The refusal in the learner's words: the points still missing, or the server's own message. */
function refusal(error: unknown, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (isApiError(error) && error.code === ErrorCode.POINTS_INSUFFICIENT) {
    const data = (error.data ?? {}) as { balance?: number; needed?: number };
    const missing = Math.max(0, (data.needed ?? 0) - (data.balance ?? 0));
    return t('mall:exchange.insufficient', { missing: formatPoints(missing), count: missing });
  }
  return errorText(error);
}

/**
 * Confirm an exchange: the address from the book for mailed products, the pickup place and time
 * otherwise. One request id per opening of the dialog, so a double click or a retry after a lost
 * answer is one exchange; the answer shows the order and, for self pickup, the exchange code.
 */
export function ExchangeDialog({ visible, product, quantity, balance, onClose }: Props) {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const mailed = product.claimMethod === 'mail';
  const requestId = useRef('');
  const inFlight = useRef(false);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const addresses = useQuery({ queryKey: mallKeys.addresses, queryFn: listAddresses, enabled: visible && mailed });
  const mutation = useMutation({
    mutationFn: () =>
      exchangeProduct({ productId: product.id, quantity, requestId: requestId.current, addressId: chosen }),
    onSuccess: () => void client.invalidateQueries({ queryKey: mallKeys.all }),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  useEffect(() => {
    if (!visible) return;
    requestId.current = newMallRequestId('ex');
    mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt per opening only
  }, [visible]);
  const book = addresses.data?.list ?? [];
  // The chosen address, else the default (the server lists it first).
  const chosen = addressId !== undefined && book.some((a) => a.id === addressId) ? addressId : book[0]?.id;
  const cost = product.pointsPrice * quantity;
  const result: ExchangeResult | undefined = mutation.data;
  const confirm = () => {
    if (inFlight.current || result) return;
    inFlight.current = true;
    mutation.mutate();
  };
  return (
    <>
      <Modal
        visible={visible}
        title={result ? t('exchange.doneTitle') : t('exchange.title')}
        onCancel={mutation.isPending ? undefined : onClose}
        maskClosable={!mutation.isPending}
        footer={
          result ? (
            <Button type="primary" onClick={onClose}>
              {t('exchange.close')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={mutation.isPending}>
                {t('cancel')}
              </Button>
              <Button
                type="primary"
                loading={mutation.isPending}
                disabled={mailed && chosen === undefined}
                onClick={confirm}
                data-testid="exchange-confirm"
              >
                {t('exchange.confirm', { points: formatPoints(cost), count: cost })}
              </Button>
            </>
          )
        }
      >
        {result ? (
          <div className="lp-mall-result" role="status">
            <p>{t('exchange.done', { name: result.record.productName, balance: formatPoints(result.balance) })}</p>
            <p className="lp-mall-muted">
              {t('record.orderNo')}: <span className="lp-mall-mono">{result.record.orderNo}</span>
            </p>
            {result.record.exchangeCode ? <ExchangeCode code={result.record.exchangeCode} /> : null}
            <Link to="/my/exchange-record">{t('exchange.toRecords')}</Link>
          </div>
        ) : (
          <div className="lp-mall-confirm">
            <p>{t('exchange.summary', { name: product.name, quantity, points: formatPoints(cost), count: cost })}</p>
            <p className="lp-mall-muted">{t('exchange.after', { balance: formatPoints(balance - cost) })}</p>
            {mailed ? (
              <fieldset className="lp-mall-addresses">
                <legend>{t('exchange.chooseAddress')}</legend>
                {addresses.data ? (
                  book.length === 0 ? (
                    <p>{t('address.empty')}</p>
                  ) : (
                    book.map((a) => (
                      <label key={a.id} className="lp-mall-address-option">
                        <input
                          type="radio"
                          name="lp-mall-address"
                          checked={chosen === a.id}
                          onChange={() => setAddressId(a.id)}
                        />
                        <span>
                          <strong>{a.recipient}</strong> {a.phone}
                          {a.isDefault ? <span className="lp-mall-tag">{t('address.default')}</span> : null}
                          <br />
                          <span className="lp-mall-muted">{a.address}</span>
                        </span>
                      </label>
                    ))
                  )
                ) : (
                  <LoadState
                    kind={addresses.error ? 'error' : 'loading'}
                    error={addresses.error}
                    onRetry={() => void addresses.refetch()}
                  />
                )}
                {book.length < MAX_ADDRESSES ? (
                  <Button type="text" onClick={() => setAdding(true)}>
                    {t('address.add')}
                  </Button>
                ) : null}
              </fieldset>
            ) : (
              <p>
                {t('detail.pickupPlace')}: {product.pickupPlace || '—'}
                <br />
                {t('detail.collectTime')}: <CollectionTime start={product.collectStart} end={product.collectEnd} />
              </p>
            )}
            {mutation.error ? <Alert type="error" content={refusal(mutation.error, t)} /> : null}
          </div>
        )}
      </Modal>
      <AddressFormDialog
        key={adding ? 'adding' : 'closed'}
        visible={adding}
        address={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => setAddressId(saved.id)}
      />
    </>
  );
}

import { Alert, Button, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../../../lib/error-text';
import { deleteAddress, listAddresses, saveAddress } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { AddressFormDialog } from '../components/address-form-dialog';
import { MallNav } from '../components/mall-nav';
import '../mall.css';
import '../mall-mobile.css';

/** The learner's shipping addresses: at most 10, one default; add, edit, delete (after a confirmation). */
export function AddressBookPage() {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const query = useQuery({ queryKey: mallKeys.addresses, queryFn: listAddresses, staleTime: 0 });
  const [editing, setEditing] = useState<ShippingAddress | null | undefined>(undefined);
  const [removing, setRemoving] = useState<ShippingAddress | null>(null);
  const done = () => client.invalidateQueries({ queryKey: mallKeys.addresses });
  const remove = useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: async () => {
      setRemoving(null);
      await done();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (a: ShippingAddress) =>
      saveAddress({ id: a.id, recipient: a.recipient, phone: a.phone, address: a.address, isDefault: 'Y' }),
    onSuccess: done,
  });
  const data = query.data;
  const full = data ? data.list.length >= data.limit : false;
  return (
    <section className="lp-mall lp-mall--centre">
      <h1 className="lp-mall__title">{t('address.title')}</h1>
      <MallNav />
      {data ? (
        <>
          <div className="lp-mall-address-head">
            <p className="lp-mall-muted" aria-live="polite">
              {t('address.count', { count: data.list.length, limit: data.limit })}
            </p>
            <Button type="primary" onClick={() => setEditing(null)} data-testid="address-add">
              {t('address.add')}
            </Button>
          </div>
          {full ? <Alert type="info" content={t('address.full', { limit: data.limit })} /> : null}
          {makeDefault.error ? <Alert type="error" content={errorText(makeDefault.error)} /> : null}
          {data.list.length === 0 ? (
            <LoadState kind="empty" emptyText={t('address.empty')} />
          ) : (
            <ul className="lp-mall-address-list">
              {data.list.map((a) => (
                <li key={a.id} className="lp-mall-address" data-testid="address-item">
                  <div>
                    <p>
                      <strong>{a.recipient}</strong> <span>{a.phone}</span>{' '}
                      {a.isDefault ? (
                        <span className="lp-mall-tag lp-mall-tag--brand">{t('address.default')}</span>
                      ) : null}
                    </p>
                    <p className="lp-mall-muted">{a.address}</p>
                  </div>
                  <div className="lp-mall-address__actions">
                    {!a.isDefault ? (
                      <Button type="text" loading={makeDefault.isPending} onClick={() => makeDefault.mutate(a)}>
                        {t('address.setDefault')}
                      </Button>
                    ) : null}
                    <Button
                      type="text"
                      onClick={() => setEditing(a)}
                      aria-label={t('address.editOf', { name: a.recipient })}
                    >
                      {t('address.edit')}
                    </Button>
                    <Button
                      type="text"
                      status="danger"
                      onClick={() => setRemoving(a)}
                      aria-label={t('address.deleteOf', { name: a.recipient })}
                    >
                      {t('address.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <LoadState kind={query.error ? 'error' : 'loading'} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <AddressFormDialog
        visible={editing !== undefined}
        address={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <Modal
        visible={removing !== null}
        title={t('address.deleteTitle')}
        onCancel={remove.isPending ? undefined : () => setRemoving(null)}
        footer={
          <>
            <Button onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="primary"
              status="danger"
              loading={remove.isPending}
              onClick={() => removing && !remove.isPending && remove.mutate(removing.id)}
            >
              {t('address.delete')}
            </Button>
          </>
        }
      >
        {removing ? <p>{t('address.deleteText', { name: removing.recipient, address: removing.address })}</p> : null}
        {remove.error ? <Alert type="error" content={errorText(remove.error)} /> : null}
      </Modal>
    </section>
  );
}

import { Alert, Button, Modal } from '@arco-design/web-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWellFormedRecipientPhone, MALL_TEXT_LIMITS, type ShippingAddress } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { saveAddress } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';

interface Props {
  visible: boolean;
  /** null: a new address. */
  address: ShippingAddress | null;
  onClose: () => void;
  onSaved?: (address: ShippingAddress) => void;
}

type Field = 'recipient' | 'phone' | 'address';

/** Add or edit an address: recipient, phone and address required, the phone checked as the server checks it. */
export function AddressFormDialog({ visible, address, onClose, onSaved }: Props) {
  const { t } = useTranslation('mall');
  const id = useId();
  const client = useQueryClient();
  // Parents give the dialog a new key per opening, so the form starts from the address each time.
  const [values, setValues] = useState({
    recipient: address?.recipient ?? '',
    phone: address?.phone ?? '',
    address: address?.address ?? '',
    isDefault: address?.isDefault ?? false,
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: () =>
      saveAddress({
        id: address?.id,
        recipient: values.recipient.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        isDefault: values.isDefault ? 'Y' : 'N',
      }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: mallKeys.addresses });
      onSaved?.(saved);
      onClose();
    },
  });
  const submit = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.recipient.trim()) next.recipient = t('address.required.recipient');
    if (!values.phone.trim()) next.phone = t('address.required.phone');
    else if (!isWellFormedRecipientPhone(values.phone.trim().replace(/\s+/g, ' ')))
      next.phone = t('address.phoneInvalid');
    if (!values.address.trim()) next.address = t('address.required.address');
    setProblems(next);
    const first = (['recipient', 'phone', 'address'] as const).find((f) => next[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  };
  const field = (name: Field, max: number, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      value: values[name],
      maxLength: max,
      'aria-invalid': problems[name] ? true : undefined,
      'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      className: 'lp-mall-input',
    };
    return (
      <div className="lp-mall-form__field">
        <label htmlFor={`${id}-${name}`}>{t(`address.fields.${name}`)}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input type={name === 'phone' ? 'tel' : 'text'} {...props} />}
        {problems[name] ? (
          <p id={`${id}-${name}-problem`} className="lp-mall-form__problem">
            {problems[name]}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Modal
      visible={visible}
      title={address ? t('address.editTitle') : t('address.addTitle')}
      onCancel={mutation.isPending ? undefined : onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
          <Button type="primary" loading={mutation.isPending} onClick={submit}>
            {t('address.save')}
          </Button>
        </>
      }
    >
      <form
        className="lp-mall-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {field('recipient', MALL_TEXT_LIMITS.recipient)}
        {field('phone', MALL_TEXT_LIMITS.phone)}
        {field('address', MALL_TEXT_LIMITS.address, true)}
        <label className="lp-mall-check">
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))}
          />
          <span>{t('address.makeDefault')}</span>
        </label>
        {mutation.error ? <Alert type="error" content={errorText(mutation.error)} /> : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../../protocol';

const COLOURS: Record<OrderState, string> = {
  paid: 'green',
  unpaid: 'orange',
  off_shelf: 'gray',
  under_review: 'arcoblue',
  closed: 'gray',
};

export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation('payments');
  return <Tag color={COLOURS[state]}>{t(`orders.states.${state}`)}</Tag>;
}

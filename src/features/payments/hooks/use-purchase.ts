import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ScorePayResult } from '../../../../protocol';
import { getPurchaseQuote, payWithPoints, type PurchaseItem } from '../api/payments-api';
import { newPurchaseRequestId } from '../payment-format';

export const paymentKeys = {
  all: ['payments'] as const,
  quote: (item: PurchaseItem) => ['payments', 'quote', item] as const,
  orders: (page: number) => ['payments', 'orders', page] as const,
  packages: (page: number) => ['payments', 'packages', page] as const,
  package: (id: number) => ['payments', 'package', id] as const,
};

export function usePurchaseQuote(item: PurchaseItem, enabled = true) {
  return useQuery({ queryKey: paymentKeys.quote(item), queryFn: () => getPurchaseQuote(item), enabled, staleTime: 0 });
}

/**
 * Paying with points. `begin()` makes the attempt's request id (when the confirmation opens);
 * `confirm()` sends it — a double click or a retry after a lost answer sends the same id, and a
 * second click while the first is on its way sends nothing.
 */
export function usePointsPurchase(item: PurchaseItem, onPaid: (result: ScorePayResult) => void) {
  const client = useQueryClient();
  const requestId = useRef<string>('');
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => payWithPoints(item, requestId.current),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: paymentKeys.all });
      onPaid(result);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const begin = useCallback(() => {
    requestId.current = newPurchaseRequestId();
    mutation.reset();
  }, [mutation]);
  const confirm = useCallback(() => {
    if (inFlight.current) return;
    if (!requestId.current) requestId.current = newPurchaseRequestId();
    inFlight.current = true;
    mutation.mutate();
  }, [mutation]);
  return { begin, confirm, pending: mutation.isPending, error: mutation.error };
}

import { promoteEnquiryCall, promoteListCall } from '../../../../protocol/calls/home';
import { api } from '../../../lib/api-client';

/* The partner page over the home page's promote calls (decision 0051). Quiet: shown in place. */
const quiet = { quiet: true } as const;

export function newRequestId(): string {
  return (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
}

export const getPartner = async (id: number) => {
  const page = await api.request(promoteListCall, { promote_id: id }, quiet);
  return page.list[0] ?? null;
};
export const listPartners = (partnerType: number) => api.request(promoteListCall, { partnerType }, quiet);
export const sendEnquiry = (input: {
  requestId: string;
  companyName: string;
  contactName: string;
  phone: string;
  message: string;
  promote_id: number;
}) => api.request(promoteEnquiryCall, input, quiet);

export const partnerKeys = {
  detail: (id: number) => ['partners', 'detail', id] as const,
  list: () => ['partners', 'list'] as const,
};

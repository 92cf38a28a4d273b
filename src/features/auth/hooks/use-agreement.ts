import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../lib/error-text';
import { getAgreement } from '../api/get-agreement';
import { authKeys } from '../api/query-keys';

export type AgreementState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; title: string; html: string };

/**
 * The agreement. Its HTML is the enterprise's own: the page renders it through the shared
 * SafeHtml (one DOMPurify configuration, decision 0032). Read again when the language changes.
 */
export function useAgreement(language: string): { state: AgreementState; retry: () => void } {
  const query = useQuery({
    queryKey: authKeys.agreement(language),
    queryFn: async () => {
      const agreement = await getAgreement();
      return { title: agreement.title, html: agreement.html };
    },
    retry: false,
  });
  const retry = () => void query.refetch();
  if (query.data) return { state: { status: 'ready', ...query.data }, retry };
  if (query.isError) return { state: { status: 'error', message: errorText(query.error) }, retry };
  return { state: { status: 'loading' }, retry };
}

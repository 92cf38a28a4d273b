import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { errorText } from '../../../lib/error-text';
import { getAgreement } from '../api/get-agreement';
import { authKeys } from '../api/query-keys';

export type AgreementState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; title: string; html: string };

/**
 * The agreement, sanitised: the HTML is the enterprise's own, so scripts, event handlers
 * and the like are stripped before it reaches the page. Read again when the language changes.
 */
export function useAgreement(language: string): { state: AgreementState; retry: () => void } {
  const query = useQuery({
    queryKey: authKeys.agreement(language),
    queryFn: async () => {
      const agreement = await getAgreement();
      return {
        title: agreement.title,
        html: DOMPurify.sanitize(agreement.html, { FORBID_TAGS: ['style', 'form', 'input'] }),
      };
    },
    retry: false,
  });
  const retry = () => void query.refetch();
  if (query.data) return { state: { status: 'ready', ...query.data }, retry };
  if (query.isError) return { state: { status: 'error', message: errorText(query.error) }, retry };
  return { state: { status: 'loading' }, retry };
}

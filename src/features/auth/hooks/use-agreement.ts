import DOMPurify from 'dompurify';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { getAgreement } from '../api/get-agreement';

export type AgreementState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; title: string; html: string };

/**
 * The agreement, sanitised: the HTML is the enterprise's own, so scripts, event handlers
 * and the like are stripped before it reaches the page. Reloaded when the language changes.
 */
export function useAgreement(language: string): { state: AgreementState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${language}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: AgreementState } | null>(null);
  useEffect(() => {
    let live = true;
    getAgreement().then(
      (agreement) =>
        live &&
        setResult({
          key,
          state: {
            status: 'ready',
            title: agreement.title,
            html: DOMPurify.sanitize(agreement.html, { FORBID_TAGS: ['style', 'form', 'input'] }),
          },
        }),
      (error: unknown) => live && setResult({ key, state: { status: 'error', message: errorText(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result?.key === key ? result.state : { status: 'loading' }, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitResult } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { submitAttempt } from '../api/exams-api';
import type { ExamSession } from '../exam-session';
import { submitWithRetry } from '../submit-with-retry';

export type HandInPhase = 'idle' | 'submitting' | 'retrying' | 'failed';

/** Transport failures and server faults may pass; a refusal (a business code) will not. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind !== 'server' || error.httpStatus >= 500;
}

/**
 * The hand-in: the final batch of unconfirmed answers and the submit call, retried on its own,
 * then offered again by hand. A second click while one is under way does nothing (and the server
 * scores a replay once anyway).
 */
export function useHandIn(session: ExamSession, onDone: (result: SubmitResult) => void) {
  const [phase, setPhase] = useState<HandInPhase>('idle');
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const done = useRef(onDone);
  // The latest callback, for listeners set up once.
  useEffect(() => {
    done.current = onDone;
  });

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    setError(null);
    const batch = session.finalBatch();
    try {
      const result = await submitWithRetry(() => submitAttempt(session.attemptId, batch), {
        isRetryable: isTransient,
        onRetry: () => setPhase('retrying'),
      });
      session.finished(batch);
      done.current(result);
    } catch (failure) {
      setError(failure);
      setPhase('failed');
      busy.current = false;
    }
  }, [session]);

  return { phase, error, submit, busy: phase === 'submitting' || phase === 'retrying' };
}

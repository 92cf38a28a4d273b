import { useRef, useState } from 'react';
import { errorText } from './error-text';

/**
 * A form submit that runs one request at a time: a double click, or Enter then a click, sends
 * once. State updates are asynchronous, so a ref closes the gap between two submits in the same
 * tick. A failure reaches `onError` as text in the user's language.
 */
export function useGuardedSubmit<V>(action: (values: V) => Promise<void>, onError: (text: string) => void) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: V): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await action(values);
    } catch (error) {
      onError(errorText(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}

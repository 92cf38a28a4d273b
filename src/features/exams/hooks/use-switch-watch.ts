import { useEffect, useRef } from 'react';

/**
 * Counts leaving the exam page: the tab hidden or the window losing focus, once per time away
 * (switching tabs fires both). A file picker the page itself opened is not leaving: `expectFocusLoss`
 * ignores the next loss of focus.
 */
export function useSwitchWatch(enabled: boolean, onSwitch: () => void): { expectFocusLoss: () => void } {
  const away = useRef(false);
  const ignoreNext = useRef(false);
  const latest = useRef(onSwitch);
  // The latest callback, for listeners set up once.
  useEffect(() => {
    latest.current = onSwitch;
  });

  useEffect(() => {
    if (!enabled) return;
    const left = () => {
      if (away.current) return;
      away.current = true;
      if (ignoreNext.current) return;
      latest.current();
    };
    const back = () => {
      if (document.visibilityState === 'hidden') return;
      away.current = false;
      ignoreNext.current = false;
    };
    const visibility = () => (document.visibilityState === 'hidden' ? left() : back());
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('blur', left);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('blur', left);
      window.removeEventListener('focus', back);
    };
  }, [enabled]);

  return { expectFocusLoss: () => void (ignoreNext.current = true) };
}

import { useSyncExternalStore } from 'react';

/**
 * The portal's widths (issue 19, decision 0042); the same numbers as src/app/styles/breakpoints.css.
 * phone < 600 px ≤ tablet < 1200 px ≤ desktop. "Compact" is phone or tablet: below the desktop layout.
 */
export const BREAKPOINTS = { phoneMax: 599.98, compactMax: 1199.98, desktopMin: 1200 } as const;

export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phoneMax}px)`;
export const COMPACT_QUERY = `(max-width: ${BREAKPOINTS.compactMax}px)`;

export type Viewport = 'phone' | 'tablet' | 'desktop';

/** The media query's answer now; false where there is no matchMedia (tests, old webviews): the desktop layout. */
export function matchesQuery(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    // Safari < 14 and old webviews have only addListener.
    if (typeof list.addEventListener === 'function') {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    }
    list.addListener(onChange);
    return () => list.removeListener(onChange);
  };
}

const subscribers = new Map<string, (onChange: () => void) => () => void>();

/** True while `query` matches; re-renders when it changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = subscribeTo(query);
    subscribers.set(query, subscribe);
  }
  return useSyncExternalStore(
    subscribe,
    () => matchesQuery(query),
    () => false,
  );
}

/** Below 600 px: phones (single columns, full-screen sheets). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Below 1200 px: phones and tablets (compact header, menu in a drawer or tab bar). */
export function useIsCompact(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}

/** Which of the three widths the window is now. */
export function useViewport(): Viewport {
  const phone = useIsPhone();
  const compact = useIsCompact();
  return phone ? 'phone' : compact ? 'tablet' : 'desktop';
}

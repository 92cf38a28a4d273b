import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Render a notice first in the page (before the app root) wherever its component is mounted,
 * so it pushes the page down instead of covering the header or the sign-in card.
 */
export function TopNotice({ children }: { children: ReactNode }) {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'lp-top-notice';
    return element;
  });
  useEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

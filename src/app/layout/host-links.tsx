import { useEffect } from 'react';
import { getHostAdapter } from '../../../host-adapters';

/**
 * Inside DingTalk and WeCom (issue 19): a link meant for a new window (`target="_blank"`: a home
 * item's outside address, a note's image, an exam's attachment) leaves through the host's own way
 * out (`openExternal`: DingTalk's openLink, WeCom's default browser), as the buttons that open
 * outside addresses already do — a web view has no new windows, and PC DingTalk ignores them.
 * Loaded only inside those hosts (main-layout.tsx).
 */
export default function HostLinks() {
  useEffect(() => {
    const host = getHostAdapter();
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[target="_blank"]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !/^https?:/.test(anchor.href)) return;
      event.preventDefault();
      host.navigation.openExternal(anchor.href);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}

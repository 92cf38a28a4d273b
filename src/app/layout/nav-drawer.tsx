import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../components/stroke-icon';
import { TopNav, type TopNavItem } from '../../components/top-nav';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: TopNavItem[];
  current: string;
  extras: ReactNode;
}

/**
 * The main menu sliding in from the left (below 1200 px). A small dialog of our own rather than
 * Arco's Drawer: Arco's brings its Trigger and motion code for one panel (decision 0030).
 * Modal while open: the page behind does not scroll, Escape and the backdrop close it, and the
 * keyboard stays inside.
 */
export function NavDrawer({ open, onClose, items, current, extras }: NavDrawerProps) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') keepFocusInside(event, panel.current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="lp-drawer-layer">
      <div className="lp-drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="lp-drawer" role="dialog" aria-modal="true" aria-label={t('mainMenu')}>
        <div className="lp-drawer-head">
          <button type="button" className="lp-menu-button" aria-label={t('shell.closeMenu')} onClick={onClose}>
            <StrokeIcon paths={['M6 6l12 12M18 6L6 18']} />
          </button>
        </div>
        <TopNav className="lp-top-nav-vertical" label={t('mainMenu')} current={current} items={items} />
        <div className="lp-drawer-extras">{extras}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Popup } from '../../components/popup/popup';
import { StrokeIcon } from '../../components/stroke-icon';
import { anyTaskRedPoint, totalUnread, useMessageState } from '../../features/messages/hooks/use-message-state';
import { useIsLoggedIn } from '../../features/session';
import type { MenuKey } from '../routes/route-meta';

// The dropdown's list is loaded on first open: the start-up bundle carries only the bell and its count.
const LatestMessagesPanel = lazy(() =>
  import('../../features/messages/components/latest-messages-panel').then((m) => ({ default: m.LatestMessagesPanel })),
);

const bell: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: 6,
  color: 'var(--color-text-1)',
  borderRadius: 6,
};
const badge: CSSProperties = {
  position: 'absolute',
  top: 0,
  right: -4,
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  borderRadius: 8,
  background: 'rgb(var(--danger-6))',
  color: '#fff',
  fontSize: 11,
  lineHeight: '16px',
  textAlign: 'center',
};

/** The message centre entry in the header: a bell with the unread count, the latest few on hover. */
export function HeaderMessages() {
  const { t } = useTranslation('messages');
  const state = useMessageState();
  const { open, setOpen, anchor, hoverHandlers } = useHoverPopup();
  const count = totalUnread(state);
  return (
    <>
      <Link
        ref={anchor}
        to="/main/message"
        style={bell}
        aria-label={count > 0 ? t('header.labelUnread', { count }) : t('header.label')}
        {...hoverHandlers}
      >
        <StrokeIcon paths={['M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.7 21a2 2 0 0 1-3.4 0']} />
        {count > 0 ? (
          <span style={badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        anchor={anchor}
        align="end"
        onPointerEnter={hoverHandlers.onMouseEnter}
        onPointerLeave={hoverHandlers.onMouseLeave}
      >
        <Suspense fallback={<div style={{ width: 340, height: 120, background: '#fff' }} />}>
          <LatestMessagesPanel onClose={() => setOpen(false)} />
        </Suspense>
      </Popup>
    </>
  );
}

/**
 * A touch screen (issue 19) has no hover: its tap fakes one and focuses the bell on the way to the
 * message centre, which the preview would then cover. There the bell is only the link.
 */
function canHover(): boolean {
  return typeof matchMedia !== 'function' || matchMedia('(hover: hover)').matches;
}

/** Open on hover or focus, with a short delay so the pointer can cross from the bell to the panel. */
function useHoverPopup() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerInside = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  function later(next: boolean, ms: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  }
  const hoverHandlers = {
    onMouseEnter: () => {
      pointerInside.current = true;
      if (canHover()) later(true, 100);
    },
    onMouseLeave: () => {
      pointerInside.current = false;
      later(false, 200);
    },
    onFocus: () => canHover() && later(true, 0),
    // Pressing an entry in the panel takes the focus from the bell; the panel stays while the pointer is on it.
    onBlur: () => {
      if (!pointerInside.current) later(false, 200);
    },
  };
  return { open, setOpen, anchor, hoverHandlers };
}

/** Red points for the main menu (spec 000 §3): the Tasks entry lights while any assigned task is unseen. */
export function useNavRedPoints(): Partial<Record<MenuKey, { dot: boolean; dotLabel: string }>> {
  const { t } = useTranslation('messages');
  const state = useMessageState(useIsLoggedIn());
  return { task: { dot: anyTaskRedPoint(state), dotLabel: t('header.newTasks') } };
}

import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { placePopup, type PopupAlign, type PopupPlacement } from './place-popup';
import './popup.css';

export interface PopupProps {
  open: boolean;
  /** Called with false on a press outside the popup and its anchor, and on Escape. */
  onClose: () => void;
  /** The control the popup hangs from; presses on it are left to its own handler. */
  anchor: RefObject<HTMLElement | null>;
  align?: PopupAlign;
  className?: string;
  /** Hover popups keep themselves open while the pointer is over them. */
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  /** Menus move the focus to their first entry when they open, so the keyboard can reach them. */
  focusFirst?: boolean;
  children: ReactNode;
}

// Transparent rather than hidden until placed: a hidden element cannot take the focus.
const unplaced: CSSProperties = { top: 0, left: 0, opacity: 0 };

/**
 * A floating panel under a header control (menus, the language list, the latest messages). Made
 * here rather than taken from Arco's Dropdown: Arco's Trigger, with its resize observer and
 * transitions, was ≈ 12 KB gzip of the start-up chunk for three small menus (decision 0030).
 * Rendered into the body, so no ancestor's overflow clips it, and placed with `position: fixed`.
 */
export function Popup(props: PopupProps) {
  return props.open ? <OpenPopup {...props} /> : null;
}

/** Mounted while open, so each opening starts unplaced (hidden) and is measured before it shows. */
function OpenPopup({
  onClose,
  anchor,
  align = 'start',
  className,
  onPointerEnter,
  onPointerLeave,
  focusFirst,
  children,
}: PopupProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);
  const close = useEffectEvent(onClose);

  useLayoutEffect(() => {
    function place() {
      const target = anchor.current;
      const popup = panel.current;
      if (!target || !popup) return;
      setPlacement(
        placePopup(target.getBoundingClientRect(), { width: popup.offsetWidth, height: popup.offsetHeight }, align, {
          width: window.innerWidth,
          height: window.innerHeight,
        }),
      );
    }
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, align]);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor.current?.contains(target)) return;
      close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      anchor.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anchor]);

  useEffect(() => {
    if (focusFirst) panel.current?.querySelector<HTMLElement>('button, a[href], [tabindex="0"]')?.focus();
  }, [focusFirst]);

  return createPortal(
    <div
      ref={panel}
      className={`lp-popup${className ? ` ${className}` : ''}`}
      style={placement ?? unplaced}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </div>,
    document.body,
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface SheetDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The answer sheet on a phone: a sheet rising from the bottom over the question. Our own small
 * dialog, like the shell's menu drawer (nav-drawer.tsx): modal while open (the paper behind does
 * not scroll, Escape and the backdrop close it, Tab stays inside), focus on the current
 * question's number when it opens and back on the opener when it closes.
 */
export function SheetDialog({ id, open, onClose, children }: SheetDialogProps) {
  const { t } = useTranslation('exams');
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const box = panel.current;
    (box?.querySelector<HTMLElement>('[aria-current="step"]') ?? box?.querySelector<HTMLElement>('button'))?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
      if (event.key === 'Tab' && box) keepFocusInside(event, box);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="lp-exam-sheet-layer">
      <div className="lp-exam-sheet-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id={id}
        className="lp-exam-sheet-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('sheet.title')}
      >
        <button type="button" className="lp-exam-sheet-dialog__close" onClick={onClose}>
          {t('sheet.close')}
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(event: KeyboardEvent, box: HTMLElement) {
  const focusable = [...box.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

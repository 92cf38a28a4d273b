import { useEffect, useState, type RefObject } from 'react';

/**
 * The width of an element's content box (CSS px, whole pixels), followed as the element resizes —
 * a phone turned sideways, a window made narrower — so what is drawn to fit it (pdf.js pages) can
 * be drawn again at the new width. Null until measured; without ResizeObserver, measured once.
 */
export function useContentWidth(ref: RefObject<HTMLElement | null>, enabled = true): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const next = Math.floor(element.clientWidth - padding);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}

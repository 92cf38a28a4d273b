import { WATERMARK } from '../../lib/constants';
import { watermarkTile } from './watermark-image';

export interface WatermarkGuard {
  /** The element now on the page (it is replaced whenever it was tampered with). */
  element(): HTMLElement;
  dispose(): void;
}

const STYLE: Record<string, string> = {
  position: 'fixed',
  inset: '0',
  'z-index': '999',
  'pointer-events': 'none',
  'background-repeat': 'repeat',
  display: 'block',
  visibility: 'visible',
  opacity: String(WATERMARK.opacity),
};

/**
 * Put the watermark on the page and keep it there (spec 000 §9): a MutationObserver restores
 * it the moment it is removed or its attributes change, and a 2 s timer re-checks what the
 * observer cannot see (a stylesheet hiding it, an observer disconnected by a script).
 */
export function mountWatermark(
  lines: readonly string[],
  parent: HTMLElement = document.body,
  recheckMs: number = WATERMARK.recheckMs,
): WatermarkGuard {
  const tile = watermarkTile(lines);
  let expectedStyle = '';
  let element = create();
  const observer = new MutationObserver(() => restore());
  observe();
  const timer = setInterval(restore, recheckMs);

  function create(): HTMLElement {
    const div = document.createElement('div');
    div.className = 'lp-watermark';
    div.setAttribute('aria-hidden', 'true');
    div.setAttribute('data-testid', 'watermark');
    // Inline !important beats any stylesheet rule that tries to hide it.
    for (const [name, value] of Object.entries(STYLE)) div.style.setProperty(name, value, 'important');
    div.style.setProperty('background-image', tile.image, 'important');
    div.style.setProperty('background-size', `${tile.width}px ${tile.height}px`, 'important');
    parent.appendChild(div);
    expectedStyle = div.getAttribute('style') ?? '';
    return div;
  }

  function observe(): void {
    observer.observe(parent, { childList: true });
    observer.observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
  }

  function intact(): boolean {
    if (!element.isConnected || element.parentNode !== parent || element.childNodes.length > 0) return false;
    if (element.getAttribute('style') !== expectedStyle || element.className !== 'lp-watermark' || element.hidden)
      return false;
    if (typeof getComputedStyle !== 'function') return true;
    const computed = getComputedStyle(element);
    return computed.display !== 'none' && computed.visibility !== 'hidden' && computed.opacity !== '0';
  }

  function restore(): void {
    if (intact()) return;
    observer.disconnect();
    element.remove();
    element = create();
    observe();
  }

  return {
    element: () => element,
    dispose() {
      clearInterval(timer);
      observer.disconnect();
      element.remove();
    },
  };
}

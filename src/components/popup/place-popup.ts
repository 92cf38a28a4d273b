export interface PopupPlacement {
  top: number;
  left: number;
}

export type PopupAlign = 'start' | 'end';

const GAP = 4;
const EDGE = 4;

/**
 * Where a popup goes beside its anchor (viewport coordinates, for `position: fixed`): below it,
 * lined up with its start or end edge; above it when there is no room below but room above; and
 * always kept inside the viewport horizontally.
 */
export function placePopup(
  anchor: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>,
  popup: { width: number; height: number },
  align: PopupAlign,
  viewport: { width: number; height: number },
): PopupPlacement {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - popup.height;
  const top = below + popup.height > viewport.height && above >= 0 ? above : below;
  const wanted = align === 'start' ? anchor.left : anchor.right - popup.width;
  const left = Math.max(EDGE, Math.min(wanted, viewport.width - popup.width - EDGE));
  return { top, left };
}

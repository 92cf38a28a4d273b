/** The player's short and long skips in seconds (the enterprise's settings; 5 and 10 by default). */
export interface PlayerSkips {
  short: number;
  long: number;
}

export type PlayerKeyAction = { kind: 'toggle' } | { kind: 'skip'; delta: number };

/** Where a key belongs to what the learner types or works (a note, a comment, a dialog), not to the player. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]';
const OWN_KEYS = 'button, a[href], [role="slider"], [role="tab"], [role="menuitem"], [role="option"]';

/** Whether the learner is typing somewhere (the player must not take the focus or the keys then). */
export function isTyping(element: Element | null): boolean {
  return Boolean(element?.closest(TYPING));
}

/**
 * What a key pressed anywhere on the page does to the player, or null when it is not the
 * player's: typing in a field, a modifier held (browser shortcuts), focus in a dialog, or Space
 * and arrows on a control that uses them itself.
 */
export function playerKeyAction(event: KeyboardEvent, skips: PlayerSkips): PlayerKeyAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING) || target?.closest('[role="dialog"], [aria-modal="true"]')) return null;
  // A dialog open elsewhere on the page owns the keyboard too.
  if (Array.from(document.querySelectorAll('[aria-modal="true"]')).some((el) => el.getClientRects().length > 0))
    return null;
  const onControl = Boolean(target?.closest(OWN_KEYS));
  const long = event.shiftKey;
  switch (event.key) {
    case ' ':
      return onControl ? null : { kind: 'toggle' };
    case 'k':
    case 'K':
      return { kind: 'toggle' };
    case 'ArrowLeft':
      return onControl && !target?.closest('.lp-study-player')
        ? null
        : { kind: 'skip', delta: long ? -skips.long : -skips.short };
    case 'ArrowRight':
      return onControl && !target?.closest('.lp-study-player')
        ? null
        : { kind: 'skip', delta: long ? skips.long : skips.short };
    case 'j':
    case 'J':
      return { kind: 'skip', delta: -skips.long };
    case 'l':
    case 'L':
      return { kind: 'skip', delta: skips.long };
    default:
      return null;
  }
}

/** What a key press on the answering page does (pure, so it can be tested without a DOM). */
export type KeyAction = { kind: 'previous' } | { kind: 'next' } | { kind: 'pick'; index: number } | null;

export interface KeyInput {
  key: string;
  /** The focused element's tag and input type ('INPUT' + 'text', 'TEXTAREA', …). */
  tagName: string;
  inputType: string;
  editable: boolean;
  modifiers: boolean;
}

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'number', 'tel', 'url', 'password']);

/**
 * Arrows move between questions and number keys pick options — except while typing (a fill-in
 * blank, an essay), where keys belong to the text. On a radio the left/right arrows would also
 * change the choice natively; the page takes them for navigation instead (up/down still move
 * between options).
 */
export function keyAction(input: KeyInput): KeyAction {
  if (input.modifiers) return null;
  const typing =
    input.editable ||
    input.tagName === 'TEXTAREA' ||
    input.tagName === 'SELECT' ||
    (input.tagName === 'INPUT' && TEXT_INPUTS.has(input.inputType));
  if (typing) return null;
  if (input.key === 'ArrowLeft') return { kind: 'previous' };
  if (input.key === 'ArrowRight') return { kind: 'next' };
  if (/^[1-9]$/.test(input.key)) return { kind: 'pick', index: Number(input.key) - 1 };
  return null;
}

export function keyInputOf(event: KeyboardEvent): KeyInput {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    tagName: target?.tagName ?? '',
    inputType: target instanceof HTMLInputElement ? target.type : '',
    editable: target?.isContentEditable ?? false,
    modifiers: event.ctrlKey || event.metaKey || event.altKey,
  };
}

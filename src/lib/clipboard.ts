/**
 * Copy text (spec 000 §8): the async Clipboard API where the page may use it, otherwise a
 * hidden input and `execCommand('copy')` — older hosts' web views and plain-http pages lack
 * the API. Resolves true when either way copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: the fallback below still works in most hosts.
  }
  return copyWithHiddenInput(text);
}

export function copyWithHiddenInput(text: string): boolean {
  const input = document.createElement('textarea');
  input.value = text;
  input.setAttribute('readonly', '');
  input.setAttribute('aria-hidden', 'true');
  input.style.position = 'fixed';
  input.style.top = '-1000px';
  input.style.opacity = '0';
  document.body.appendChild(input);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  input.select();
  input.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  input.remove();
  previous?.focus();
  return copied;
}

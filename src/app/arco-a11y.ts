import { i18n } from '../lib/i18n';

/*
 * Arco Design 2 renders a few ARIA patterns incompletely, in markup its props cannot reach
 * (decision 0044, docs/accessibility.md). Rather than a wrapper per use, one observer repairs the
 * rendered DOM wherever the component appears. Every repair is idempotent and touches only what
 * Arco left wrong, so React's later renders and this observer never fight.
 */

/** Tabs: Arco's role="tab" titles have no role="tablist" parent (ARIA requires one). */
function tabs(root: ParentNode): void {
  for (const header of root.querySelectorAll('.arco-tabs-header:not([role])')) {
    if (header.querySelector(':scope > [role="tab"]')) header.setAttribute('role', 'tablist');
  }
  // Each tab names its panel with aria-controls even when the panel is not rendered (lazy panes):
  // a reference to nothing is invalid, so it goes until the panel exists.
  for (const tab of root.querySelectorAll('[role="tab"][aria-controls]')) {
    const id = tab.getAttribute('aria-controls');
    if (id && !document.getElementById(id)) tab.removeAttribute('aria-controls');
  }
}

/** Tree: aria-level counts from 1; Arco writes its 0-based depth. Its indent blocks give the depth. */
function trees(root: ParentNode): void {
  for (const item of root.querySelectorAll('.arco-tree-node[role="treeitem"]')) {
    const depth = item.querySelectorAll(':scope > .arco-tree-node-indent > .arco-tree-node-indent-block').length;
    const level = String(depth + 1);
    if (item.getAttribute('aria-level') !== level) item.setAttribute('aria-level', level);
  }
}

/** Table row selection: Arco's checkboxes have no text, so they are unnamed; name them by their row. */
function tableCheckboxes(root: ParentNode): void {
  const language = i18n.language;
  for (const input of root.querySelectorAll<HTMLInputElement>('.arco-table input[type="checkbox"]')) {
    // Named again when the language changes.
    if (input.dataset.lpNamed === language) continue;
    input.dataset.lpNamed = language;
    if (input.closest('thead')) {
      input.setAttribute('aria-label', i18n.t('common:a11y.selectAll'));
      continue;
    }
    const row = input.closest('tr');
    const cells = row ? [...row.querySelectorAll('td')].filter((td) => !td.contains(input)) : [];
    const name = cells[0]?.textContent?.trim() ?? '';
    input.setAttribute('aria-label', i18n.t('common:a11y.selectRow', { name }));
  }
}

/**
 * Select and TreeSelect with search: while the chosen value is shown as text, Arco hides the search
 * input from screen readers (aria-hidden) but leaves it in the Tab order, a stop that announces
 * nothing. The combobox around it is the Tab stop and moves focus into the input itself.
 */
function hiddenSelectInputs(root: ParentNode): void {
  for (const input of root.querySelectorAll('[role="combobox"] input[aria-hidden="true"]:not([tabindex])')) {
    input.setAttribute('tabindex', '-1');
  }
}

export function repairArcoAria(root: ParentNode): void {
  hiddenSelectInputs(root);
  tabs(root);
  trees(root);
  tableCheckboxes(root);
}

const DIALOG = '.arco-modal-wrapper, .arco-drawer-wrapper';

/**
 * Dialogs: Arco's Modal and Drawer trap the focus (react-focus-lock) but do not give it back when
 * they close, so a keyboard user lands on <body>, at the top of the page (WCAG 2.4.3). This
 * remembers what had the focus when it entered a dialog and returns it there when the dialog is
 * gone and the focus was lost with it.
 */
export class DialogFocusReturn {
  private lastOutside: HTMLElement | null = null;
  private readonly openers = new Map<Element, HTMLElement | null>();

  constructor(private readonly doc: Document) {}

  onFocusIn = (event: FocusEvent): void => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const dialog = target?.closest(DIALOG);
    if (!dialog) this.lastOutside = target;
    else if (!this.openers.has(dialog)) this.openers.set(dialog, this.lastOutside);
  };

  /** After a change of the page: dialogs closed since hand the focus back if nothing holds it. */
  check(): void {
    for (const [dialog, opener] of this.openers) {
      const closed = !dialog.isConnected || getComputedStyle(dialog).display === 'none';
      if (!closed) continue;
      this.openers.delete(dialog);
      // Chrome moves the focus off a hidden element only at its next rendering step: until then it
      // still reports the closed dialog's button as focused, which is as lost as <body>.
      const active = this.doc.activeElement;
      const lost = !active || active === this.doc.body || dialog.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    }
  }
}

/** Repair now and after every change of the page (batched by the browser per task). */
export function installArcoAriaRepairs(doc: Document = document): () => void {
  const focusReturn = new DialogFocusReturn(doc);
  doc.addEventListener('focusin', focusReturn.onFocusIn);
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    // One repair per frame, however many mutations a render makes.
    requestAnimationFrame(() => {
      queued = false;
      repairArcoAria(doc.body);
      focusReturn.check();
    });
  });
  repairArcoAria(doc.body);
  // Attributes too: a closing Arco dialog is hidden by its style, not removed.
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', focusReturn.onFocusIn);
  };
}

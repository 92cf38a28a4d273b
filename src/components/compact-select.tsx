import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popup } from './popup/popup';
import './compact-select.css';

export interface CompactSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface CompactSelectProps<V extends string | number> {
  /** The control's accessible name. */
  label: string;
  value: V;
  options: CompactSelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
  disabled?: boolean;
  /** Shown before the chosen label (an icon). */
  prefix?: ReactNode;
  /** A tooltip for the closed control. */
  title?: string;
  /** What the closed control shows of the chosen option (its label by default). */
  renderValue?: (option: CompactSelectOption<V>) => string;
}

/**
 * A select-only combobox (WAI-ARIA pattern) for the header's few-choice controls: language and
 * portal. Arco's Select brings a virtual list and tag input (≈14 KB gzip) into the start-up chunk;
 * the list floats in the shared Popup (placement, outside press, Escape).
 */
export function CompactSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
  disabled,
  prefix,
  title,
  renderValue,
}: CompactSelectProps<V>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const current = options[selectedIndex];

  function show(visible: boolean) {
    if (disabled && visible) return;
    if (visible) setActive(selectedIndex);
    setOpen(visible);
  }

  function choose(index: number) {
    const option = options[index];
    setOpen(false);
    trigger.current?.focus();
    if (option && option.value !== value) onChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = (to: number) => setActive(Math.min(options.length - 1, Math.max(0, to)));
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        show(true);
      }
      return;
    }
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => setOpen(false),
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  }

  const list = (
    <ul className="lp-compact-select-list" role="listbox" id={listId} aria-label={label}>
      {options.map((option, index) => (
        <li
          key={option.value}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={option.value === value}
          className={index === active ? 'lp-compact-select-option is-active' : 'lp-compact-select-option'}
          onMouseEnter={() => setActive(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(index)}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <button
        ref={trigger}
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-disabled={disabled || undefined}
        title={title}
        className={`lp-compact-select${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
        onClick={() => show(!open)}
      >
        {prefix}
        <span className="lp-compact-select-value">
          {current ? (renderValue ? renderValue(current) : current.label) : ''}
        </span>
        <span className="lp-compact-select-arrow" aria-hidden="true" />
      </button>
      <Popup open={open} onClose={() => setOpen(false)} anchor={trigger}>
        {list}
      </Popup>
    </>
  );
}

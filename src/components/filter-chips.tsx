import './filter-chips.css';

export interface FilterChip<V> {
  value: V;
  label: string;
}

export interface FilterChipsProps<V> {
  /** Names the group for screen readers ("Status", "Category"). */
  label: string;
  chips: readonly FilterChip<V>[];
  selected: V;
  onSelect: (value: V) => void;
}

/**
 * One row of toggle chips that filters a list (status, type, category): a labelled group of buttons,
 * the chosen one marked by aria-pressed as well as by colour, 44 px high on touch widths.
 */
export function FilterChips<V extends string | number | undefined>({
  label,
  chips,
  selected,
  onSelect,
}: FilterChipsProps<V>) {
  return (
    <div className="lp-filter-chips" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={String(chip.value ?? '')}
          type="button"
          className="lp-filter-chip"
          aria-pressed={chip.value === selected}
          onClick={() => onSelect(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

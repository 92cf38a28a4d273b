import { useRef, useState } from 'react';

/** A field's check: the message to show, or undefined when the value is fine. */
export type FieldRule<V> = (value: V[keyof V], values: V) => string | undefined;

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The state of a small native form: values, per-field messages and checks. A field is checked
 * as it changes and when it loses focus (as Arco's Form did), and every field on submit, which
 * also moves the focus to the first field with a message. Fields that were checked once are
 * checked again when any value changes, so "Confirm password" follows "Password".
 */
export function useFormState<V extends Record<string, string | boolean>>(options: {
  id: string;
  initial: V;
  rules: Partial<Record<keyof V, FieldRule<V>>>;
  onValuesChange?: (values: V) => void;
}) {
  const { id, rules } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const checked = useRef(new Set<keyof V>());
  const latest = useRef(values);
  latest.current = values;

  function check(all: V, names: Iterable<keyof V>): Errors<V> {
    const next: Errors<V> = {};
    for (const name of names) {
      const message = rules[name]?.(all[name], all);
      if (message) next[name] = message;
    }
    return next;
  }

  function refresh(all: V, names: Iterable<keyof V>) {
    const list = [...names];
    list.forEach((name) => checked.current.add(name));
    const found = check(all, list);
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of list) {
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return next;
    });
    return found;
  }

  function set(name: keyof V, value: V[keyof V]) {
    const all = { ...latest.current, [name]: value };
    latest.current = all;
    setValues(all);
    refresh(all, new Set([...checked.current, name]));
    options.onValuesChange?.(all);
  }

  /** Checks the named fields (all with rules by default); returns the values when they pass. */
  function validate(names?: Array<keyof V>): V | null {
    const list = names ?? (Object.keys(rules) as Array<keyof V>);
    const found = refresh(latest.current, list);
    const first = list.find((name) => found[name]);
    if (first === undefined) return latest.current;
    if (!names) document.getElementById(fieldId(first))?.focus();
    return null;
  }

  function fieldId(name: keyof V): string {
    return `${id}-${String(name)}`;
  }

  /** Props for a text input bound to a field. */
  function text(name: keyof V) {
    return {
      id: fieldId(name),
      value: String(values[name] ?? ''),
      onChange: (value: string) => set(name, value as V[keyof V]),
      onBlur: () => void refresh(latest.current, [name]),
      error: errors[name],
    };
  }

  return { values, errors, set, validate, text, fieldId };
}

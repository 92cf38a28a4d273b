import type { ReactNode } from 'react';

export interface NativeFormProps<V> {
  id: string;
  /** useFormState's check of every field: the values when they pass (it focuses the first problem otherwise). */
  validate: () => V | null;
  onValid: (values: V) => void;
  className?: string;
  autoComplete?: 'on' | 'off';
  children: ReactNode;
}

/** A native form in Arco's vertical layout: Enter or the submit button checks every field, then submits. */
export function NativeForm<V>({ id, validate, onValid, className, autoComplete, children }: NativeFormProps<V>) {
  return (
    <form
      id={id}
      noValidate
      autoComplete={autoComplete}
      className={`arco-form arco-form-vertical arco-form-size-default${className ? ` ${className}` : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const values = validate();
        if (values) onValid(values);
      }}
    >
      {children}
    </form>
  );
}

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { NativeForm } from './native-form';
import { TextInput } from './text-input';
import { useFormState } from './use-form-state';

afterEach(cleanup);

interface Values extends Record<string, string> {
  name: string;
  password: string;
  confirm: string;
}

function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useFormState<Values>({
    id: 'f',
    initial: { name: '', password: '', confirm: '' },
    rules: {
      name: (value) => (String(value).trim() ? undefined : 'Name needed'),
      password: (value) => (String(value).length >= 4 ? undefined : 'Too short'),
      confirm: (value, values) => (value === values.password ? undefined : 'Does not match'),
    },
  });
  return (
    <NativeForm id="f" validate={form.validate} onValid={onValid}>
      {(['name', 'password', 'confirm'] as const).map((name) => {
        const field = form.text(name);
        return (
          <FormField key={name} label={name} htmlFor={field.id} required error={field.error}>
            <TextInput {...field} />
          </FormField>
        );
      })}
      <button type="submit">Send</button>
    </NativeForm>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('useFormState with the native form', () => {
  it('checks every field on submit, focuses the first problem and ties each message to its input', () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    fireEvent.change(input('password'), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Name needed')).toBeTruthy();
    expect(screen.getByText('Does not match')).toBeTruthy();
    expect(document.activeElement).toBe(input('name'));
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('name').getAttribute('aria-describedby')!)?.textContent).toBe('Name needed');
    expect(input('password').getAttribute('aria-invalid')).toBeNull();
  });

  it('re-checks a checked field when another changes, and submits the values once all pass', () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    fireEvent.change(input('password'), { target: { value: 'abcd' } });
    fireEvent.change(input('confirm'), { target: { value: 'abcd' } });
    expect(screen.queryByText('Does not match')).toBeNull();
    // Changing the password makes the confirmation wrong without touching it.
    fireEvent.change(input('password'), { target: { value: 'abcde' } });
    expect(screen.getByText('Does not match')).toBeTruthy();
    fireEvent.change(input('confirm'), { target: { value: 'abcde' } });
    fireEvent.change(input('name'), { target: { value: 'Mia' } });
    act(() => void fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!));
    expect(onValid).toHaveBeenCalledWith({ name: 'Mia', password: 'abcde', confirm: 'abcde' });
  });

  it('checks a field when it loses the focus, before any submit', () => {
    render(<TestForm onValid={vi.fn()} />);
    fireEvent.blur(input('name'));
    expect(screen.getByText('Name needed')).toBeTruthy();
    expect(screen.queryByText('Too short')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactSelect } from './compact-select';

afterEach(cleanup);

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

describe('CompactSelect', () => {
  it('opens from the keyboard, moves with the arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<CompactSelect label="Letter" value="a" options={OPTIONS} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Letter' });
    expect(box.textContent).toBe('Alpha');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Charlie' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('c');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the chosen option, ignores choosing it again and closes on Escape', async () => {
    const onChange = vi.fn();
    render(<CompactSelect label="Letter" value="b" options={OPTIONS} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Letter' });
    fireEvent.click(box);
    expect((await screen.findByRole('option', { name: 'Bravo' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Bravo' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open while disabled', () => {
    render(<CompactSelect label="Letter" value="a" options={OPTIONS} onChange={vi.fn()} disabled />);
    const box = screen.getByRole('combobox', { name: 'Letter' });
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

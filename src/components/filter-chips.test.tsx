import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips';

afterEach(cleanup);

describe('FilterChips', () => {
  const chips = [
    { value: '', label: 'All' },
    { value: 'pending', label: 'Pending' },
    { value: 'done', label: 'Done' },
  ];

  it('names the group and marks the chosen chip pressed', () => {
    render(<FilterChips label="Status" chips={chips} selected="pending" onSelect={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('hands the clicked chip’s value back, undefined included', () => {
    const onSelect = vi.fn();
    render(
      <FilterChips
        label="Category"
        chips={[
          { value: undefined, label: 'All' },
          { value: 7, label: 'Books' },
        ]}
        selected={7}
        onSelect={onSelect}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Books' }));
    expect(onSelect.mock.calls).toEqual([[undefined], [7]]);
  });
});

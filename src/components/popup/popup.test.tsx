import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popup } from './popup';

afterEach(cleanup);

function Menu() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchor} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      <p>Outside</p>
      <Popup open={open} onClose={() => setOpen(false)} anchor={anchor} focusFirst>
        <button type="button">First entry</button>
        <button type="button">Second entry</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('opens into the body, moves the focus to its first entry and closes on Escape with the focus back on its anchor', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const first = screen.getByRole('button', { name: 'First entry' });
    expect(first.closest('.lp-popup')?.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'First entry' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('closes on a press outside, but not on a press inside or on its anchor', () => {
    render(<Menu />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Second entry' }));
    expect(screen.getByRole('button', { name: 'Second entry' })).toBeTruthy();
    fireEvent.pointerDown(menu);
    expect(screen.getByRole('button', { name: 'Second entry' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Second entry' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

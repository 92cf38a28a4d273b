import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewport } from './use-viewport';

/** A window whose width a test sets; matchMedia answers max-width queries from it and tells listeners. */
function fakeWidth(initial: number) {
  let width = initial;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    for (const entry of lists) entry.listeners.forEach((listener) => listener());
  };
}

function Probe() {
  return <span>{useViewport()}</span>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useViewport', () => {
  it('names the width: phone below 600, tablet below 1200, desktop from 1200', () => {
    const resize = fakeWidth(390);
    render(<Probe />);
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => resize(768));
    expect(screen.getByText('tablet')).toBeTruthy();
    act(() => resize(1200));
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => resize(599));
    expect(screen.getByText('phone')).toBeTruthy();
  });

  it('is the desktop where the window has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeTruthy();
  });
});

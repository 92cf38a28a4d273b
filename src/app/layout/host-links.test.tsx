import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../../host-adapters';
import HostLinks from './host-links';

afterEach(() => {
  cleanup();
  setHostAdapter(null);
});

describe('HostLinks', () => {
  it("sends a new-window link through the host's way out and leaves the others alone", () => {
    const host = { ...createBrowserAdapter(), kind: 'dingtalk' as const };
    const openExternal = vi.fn();
    host.navigation = { ...host.navigation, openExternal };
    setHostAdapter(host);
    render(
      <>
        <HostLinks />
        <a href="https://example.org/guide.pdf" target="_blank" rel="noreferrer">
          guide
        </a>
        <a href="https://example.org/same-window">same</a>
      </>,
    );
    const outside = fireEvent.click(screen.getByText('guide'));
    expect(outside).toBe(false);
    expect(openExternal).toHaveBeenCalledWith('https://example.org/guide.pdf');
    openExternal.mockClear();
    screen.getByText('same').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(screen.getByText('same'));
    expect(openExternal).not.toHaveBeenCalled();
  });
});

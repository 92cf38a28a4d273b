import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { listPortals, saveSelectedPortal } from '../api/portals';
import { PortalChooser } from './portal-chooser';

/** A fresh cache per test, without retries (a failure shows at once). */
function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

vi.mock('../api/portals', () => ({ listPortals: vi.fn(), saveSelectedPortal: vi.fn(() => Promise.resolve()) }));

const engineering = {
  portalId: 2,
  portalName: 'Engineering Academy',
  themeColor: '#e8590c',
  hoverColor: '#c2410c',
  switchStatus: 'Y' as const,
  selected: true,
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PortalChooser', () => {
  it('is absent when the user has no portals, or the list cannot be read', async () => {
    initI18n('en_us');
    vi.mocked(listPortals).mockResolvedValueOnce({ list: [], selectedPortalId: 0 });
    const { container, rerender } = render(<PortalChooser identity="1:1" onChanged={vi.fn()} />, {
      wrapper: WithQueries,
    });
    await waitFor(() => expect(listPortals).toHaveBeenCalledOnce());
    expect(container.textContent).toBe('');
    vi.mocked(listPortals).mockRejectedValueOnce(new Error('offline'));
    rerender(<PortalChooser identity="1:2" onChanged={vi.fn()} />);
    await waitFor(() => expect(listPortals).toHaveBeenCalledTimes(2));
    expect(container.textContent).toBe('');
  });

  it('shows the selected portal under a labelled control', async () => {
    initI18n('en_us');
    vi.mocked(listPortals).mockResolvedValue({ list: [engineering], selectedPortalId: 2 });
    render(<PortalChooser identity="1:1" onChanged={vi.fn()} />, { wrapper: WithQueries });
    expect(await screen.findByText('Engineering Academy')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Choose a portal' })).toBeTruthy();
    expect(saveSelectedPortal).not.toHaveBeenCalled();
  });
});

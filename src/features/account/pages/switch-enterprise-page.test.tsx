import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnterpriseChoice } from '../../../../protocol';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { listEnterprises } from '../api/list-enterprises';
import { switchEnterprise } from '../api/switch-enterprise';
import { SwitchEnterprisePage } from './switch-enterprise-page';

/** A fresh cache per test, without retries (a failure shows at once). */
function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

vi.mock('../api/list-enterprises', () => ({ listEnterprises: vi.fn() }));
vi.mock('../api/switch-enterprise', () => ({ switchEnterprise: vi.fn() }));

const aurora: EnterpriseChoice = {
  eid: 1,
  enterpriseName: 'Aurora',
  logo: '',
  themeColor: '#1d6fe0',
  hoverColor: '#1558b0',
  status: 'active',
  current: true,
  username: 'Lin',
};
const hub: EnterpriseChoice = { ...aurora, eid: 2, enterpriseName: 'Hub', themeColor: '', current: false };
const north: EnterpriseChoice = { ...aurora, eid: 3, enterpriseName: 'North', current: false, status: 'expired' };
const newUser = {
  userid: '9',
  token: 'n',
  username: 'Lin',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};

function mount(onSwitched = vi.fn()) {
  initI18n('en_us');
  const router = createMemoryRouter(
    [
      {
        path: '/switchEnterprise',
        element: <SwitchEnterprisePage currentEid={1} userName="Lin" onSwitched={onSwitched} />,
      },
      { path: '/index', element: <p>home page</p> },
    ],
    { initialEntries: ['/switchEnterprise'] },
  );
  render(<RouterProvider router={router} />, { wrapper: WithQueries });
  return { router, onSwitched };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SwitchEnterprisePage', () => {
  it('lists the enterprises with their status; an expired one cannot be chosen', async () => {
    vi.mocked(listEnterprises).mockResolvedValue([aurora, hub, north]);
    mount();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hub' })).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    // Its button says what it shows ("Unavailable"), described by the card's name (WCAG 2.5.3).
    const button = screen.getByRole('button', { name: 'Unavailable', description: 'North' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('switches once for a double click, stores the new session and goes home', async () => {
    vi.mocked(listEnterprises).mockResolvedValue([aurora, hub]);
    vi.mocked(switchEnterprise).mockResolvedValue(newUser);
    const { onSwitched } = mount();
    const enter = await screen.findByRole('button', { name: 'Enter Hub' });
    fireEvent.click(enter);
    fireEvent.click(enter);
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(switchEnterprise).toHaveBeenCalledTimes(1);
    expect(switchEnterprise).toHaveBeenCalledWith(2);
    expect(onSwitched).toHaveBeenCalledWith(newUser, 2);
  });

  it('stays on the page when the switch is refused', async () => {
    vi.mocked(listEnterprises).mockResolvedValue([aurora, hub]);
    vi.mocked(switchEnterprise).mockRejectedValue(
      new ApiError({ code: 42264, msg: 'This organisation has expired.', kind: 'server' }),
    );
    const { onSwitched } = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter Hub' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Enter Hub' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it('shows a load failure with a retry', async () => {
    vi.mocked(listEnterprises)
      .mockRejectedValueOnce(new ApiError({ code: -1, msg: '', kind: 'network' }))
      .mockResolvedValueOnce([aurora]);
    mount();
    expect(await screen.findByText('Your organisations could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aurora' })).toBeTruthy();
    expect(screen.getByText(/belongs to this organisation only/)).toBeTruthy();
  });
});

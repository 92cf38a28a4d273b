import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { ssoLogin } from '../api/sso-login';
import { SsoLoginPage, type SsoLoginPageProps } from './sso-login-page';

vi.mock('../api/sso-login', () => ({ ssoLogin: vi.fn() }));

const user = {
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

function mount(entry: SsoLoginPageProps['entry'], path: string) {
  initI18n('en_us');
  const onLoggedIn = vi.fn();
  const router = createMemoryRouter(
    [
      { path: `/${entry}`, element: <SsoLoginPage entry={entry} onLoggedIn={onLoggedIn} /> },
      { path: '/index', element: <p>home page</p> },
      { path: '/my/index', element: <p>my page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, onLoggedIn };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SsoLoginPage', () => {
  it('exchanges a mac ticket once (even in strict mode), stores the session and goes home', async () => {
    vi.mocked(ssoLogin).mockResolvedValue(user);
    const { onLoggedIn } = mount('loginPc', '/loginPc?ticket=abc.def&client=mac');
    expect(screen.getByText('Signing you in…')).toBeTruthy();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(ssoLogin).toHaveBeenCalledTimes(1);
    expect(ssoLogin).toHaveBeenCalledWith('mac', 'abc.def');
    expect(onLoggedIn).toHaveBeenCalledWith(user);
  });

  it('hands over to a safe backUrl on /transferLogin, never off-site', async () => {
    vi.mocked(ssoLogin).mockResolvedValue(user);
    mount('transferLogin', '/transferLogin?ticket=t1.x&backUrl=%2Fmy%2Findex');
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(ssoLogin).toHaveBeenCalledWith('transfer', 't1.x');
    cleanup();
    mount('transferLogin', '/transferLogin?ticket=t2.x&backUrl=%2F%2Fevil.example');
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('shows the refusal with a way to sign in with a password', async () => {
    vi.mocked(ssoLogin).mockRejectedValue(
      new ApiError({ code: 42262, msg: 'The sign-in link was already used.', kind: 'server' }),
    );
    mount('loginPc', '/loginPc?ticket=used.x');
    expect(await screen.findByText('The sign-in link was already used.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('explains a link without a ticket, calling nothing', () => {
    mount('loginPc', '/loginPc');
    expect(screen.getByText(/carries no ticket/)).toBeTruthy();
    expect(ssoLogin).not.toHaveBeenCalled();
  });
});

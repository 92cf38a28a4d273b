import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../../lib/i18n';
import { openForcedRelogin, openLoginPrompt, useLoginPrompt } from '../../lib/login-prompt';
import { useSessionStore } from '../../features/session';
import { DEFAULT_ENTERPRISE } from '../../features/session/api/get-enterprise';
import { AppOverlays } from './app-overlays';

function mount(path: string, enterprise: Partial<typeof DEFAULT_ENTERPRISE> = {}) {
  useSessionStore.setState({ loadState: 'load', enterprise: { ...DEFAULT_ENTERPRISE, eid: 2, ...enterprise } });
  const page = (
    <>
      <AppOverlays />
      <p>page</p>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/course/:id', element: page },
      { path: '/login', element: page },
      { path: '/register', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => initI18n('en_us'));
afterEach(() => {
  cleanup();
  useLoginPrompt.setState({ loginTips: false, forcedRelogin: false });
  useSessionStore.getState().reset();
});

describe('login prompt dialog', () => {
  it('opens from any feature and sends the visitor to sign in and back', async () => {
    const router = mount('/course/7?tab=2', { showUserRegister: 'N' });
    act(() => openLoginPrompt());
    expect(useLoginPrompt.getState().loginTips).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?backUrl=%2Fcourse%2F7%3Ftab%3D2',
    );
    expect(useLoginPrompt.getState().loginTips).toBe(false);
  });

  it('offers registration on the login page of a public organisation', async () => {
    const router = mount('/course/7', { showUserRegister: 'Y', puborg: '1' });
    act(() => openLoginPrompt());
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(router.state.location.search).toBe('?loginType=register&backUrl=%2Fcourse%2F7');
  });

  it('sends a private organisation to the registration page', async () => {
    const router = mount('/course/7', { showUserRegister: 'Y', puborg: '0' });
    act(() => openLoginPrompt());
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('forced re-login dialog', () => {
  it('says the account signed in elsewhere and leads to sign-in', async () => {
    const router = mount('/course/7');
    act(() => openForcedRelogin());
    expect(await screen.findByText(/signed in on another device/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?backUrl=%2Fcourse%2F7');
    expect(useLoginPrompt.getState().forcedRelogin).toBe(false);
  });
});

describe('login tips', () => {
  it('explains a redirect to sign in', async () => {
    mount('/login?backUrl=%2Fcourse%2F7');
    expect(await screen.findByText(/You will return to the page you were on/)).toBeTruthy();
  });

  it('shows the reset notice', async () => {
    mount('/login?loginTips=reset');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
  });
});

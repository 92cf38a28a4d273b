import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../features/auth/api/login';
import { logout } from '../features/session/api/logout';
import { useSessionStore } from '../features/session';
import { ApiError } from '../lib/api-client';
import { DEMO_USER, mountApp } from './test-helpers';

vi.mock('../features/auth/api/login', () => ({ login: vi.fn() }));
vi.mock('../features/session/api/logout', () => ({ logout: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  Cookies.remove('userInfo', { path: '/' });
  useSessionStore.getState().reset();
});

async function fillAndSubmit(account: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Account'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('routes and the session guard', () => {
  it('sends a visitor on /index to /login with backUrl', async () => {
    const { router } = mountApp({ path: '/index' });
    await screen.findByLabelText('Account');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?backUrl=%2Findex');
  });

  it('lets a visitor of a public organisation stay on /index', async () => {
    mountApp({ path: '/index', enterprise: { puborg: '1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Learning' })).toBeTruthy();
  });

  it('redirects / to /index', async () => {
    const { router } = mountApp({ path: '/', signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Acme Learning' });
    expect(router.state.location.pathname).toBe('/index');
  });

  it('shows the home page inside the layout for a signed-in user', async () => {
    mountApp({ path: '/index', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Learning' })).toBeTruthy();
    expect(screen.getByText('Welcome, Lee Learner')).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Acme Learning')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Account menu of Lee Learner' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Personal details' })).toBeTruthy();
  });

  it('shows a not-found page for unknown paths', async () => {
    mountApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('signs out and goes to /login', async () => {
    vi.mocked(logout).mockResolvedValue();
    const { router } = mountApp({ path: '/index', signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Lee Learner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Cookies.get('userInfo')).toBeUndefined();
  });
});

describe('login page', () => {
  it('signs in and goes to backUrl', async () => {
    vi.mocked(login).mockResolvedValue(DEMO_USER);
    const { router } = mountApp({ path: '/login?backUrl=%2Findex%3Ftab%3D1' });
    expect(await screen.findByText('Acme Learning')).toBeTruthy();
    await fillAndSubmit(' learner ', 'Learn#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(login).toHaveBeenCalledWith({ account: 'learner', password: 'Learn#2026' });
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ userid: '1001', token: 'beef01' });
    expect(await screen.findByText('Welcome, Lee Learner')).toBeTruthy();
  });

  it('ignores an off-site backUrl', async () => {
    vi.mocked(login).mockResolvedValue(DEMO_USER);
    const { router } = mountApp({ path: '/login?backUrl=%2F%2Fevil.example' });
    await fillAndSubmit('learner', 'Learn#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('shows the server message for a wrong password and sends once', async () => {
    let reject: (e: unknown) => void = () => {};
    vi.mocked(login).mockImplementation(() => new Promise((_resolve, r) => (reject = r)));
    mountApp({ path: '/login' });
    await fillAndSubmit('learner', 'wrong');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    // Let the second submit's async validation run while the first request is still open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(login).toHaveBeenCalledTimes(1);
    reject(
      new ApiError({ code: 42201, msg: 'The account or password is incorrect.', kind: 'server', httpStatus: 422 }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The account or password is incorrect.');
    expect(login).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('requires both fields', async () => {
    mountApp({ path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it.each([
    ['zh_cn', '账号', '密码', '登录'],
    ['zh_hant', '帳號', '密碼', '登入'],
  ] as const)('is translated to %s', async (language, account, password, submit) => {
    mountApp({ path: '/login', language });
    expect(await screen.findByLabelText(account)).toBeTruthy();
    expect(screen.getByLabelText(password)).toBeTruthy();
    expect(screen.getByRole('button', { name: submit })).toBeTruthy();
  });

  it('offers the language switcher only when the enterprise allows switching', async () => {
    mountApp({ path: '/login', enterprise: { switch_language: 'N' } });
    await screen.findByLabelText('Account');
    expect(document.querySelector('.lp-language-switcher')).toBeNull();
    cleanup();
    mountApp({ path: '/login', enterprise: { switch_language: 'Y' } });
    await screen.findByLabelText('Account');
    expect(document.querySelector('.lp-language-switcher')).not.toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { getCountryCodes, getLoginOptions, type LoginOptions } from '../api/get-login-options';
import { register } from '../api/register';
import { sendVerificationCode } from '../api/send-code';
import { useAuthDraftStore } from '../stores/auth-draft-store';
import { LoginPage } from './login-page';

/** A fresh cache per test, without retries (a failure shows at once). */
function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

vi.mock('../api/get-login-options', async (original) => ({
  ...(await original<typeof import('../api/get-login-options')>()),
  getLoginOptions: vi.fn(),
  getCountryCodes: vi.fn(),
}));
vi.mock('../api/send-code', () => ({ sendVerificationCode: vi.fn() }));
vi.mock('../api/register', () => ({ register: vi.fn() }));

const USER = {
  userid: '7',
  token: 'abc',
  username: 'Mia Park',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};

const HUB_OPTIONS: LoginOptions = {
  loginTypes: ['password', 'code'],
  registerMode: 'inline',
  registerUrl: '',
  passwordPolicy: 'two_8_15',
};

function mount(path: string, options: LoginOptions = HUB_OPTIONS) {
  initI18n('en_us');
  vi.mocked(getLoginOptions).mockResolvedValue(options);
  vi.mocked(getCountryCodes).mockResolvedValue([{ code: '+86', iso: 'CN', name: 'Chinese Mainland' }]);
  const onLoggedIn = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/login"
          element={
            <LoginPage
              enterpriseName="Open Course Hub"
              showLanguageSwitcher={false}
              languageChoice="en_us"
              onLanguageChange={() => {}}
              onLoggedIn={onLoggedIn}
            />
          }
        />
        <Route path="/index" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueries },
  );
  return { onLoggedIn };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useAuthDraftStore.setState({ resendAt: {} });
  useAuthDraftStore.getState().clearRegisterDraft();
});

describe('LoginPage', () => {
  it('offers the enabled methods as tabs, switchable by arrow keys', async () => {
    mount('/login');
    const password = await screen.findByRole('tab', { name: 'Password' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Verification code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('checks the phone before sending a code, then counts down', async () => {
    vi.mocked(sendVerificationCode).mockResolvedValue({ resendAfter: 60 });
    mount('/login?loginType=register');
    await screen.findByRole('heading', { name: 'Sign up' });
    // The sign-up form loads on demand (decision 0073).
    await screen.findByLabelText('Phone number', { exact: true });
    type('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(sendVerificationCode).not.toHaveBeenCalled();
    type('Phone number', '139 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(sendVerificationCode).toHaveBeenCalledWith({
        phone: '13912345678',
        countryCode: '+86',
        purpose: 'register',
      }),
    );
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeTruthy();
  });

  it('shows the policy rule a password breaks, and signs the new user in once', async () => {
    vi.mocked(register).mockResolvedValue(USER);
    const { onLoggedIn } = mount('/login?loginType=register');
    await screen.findByRole('heading', { name: 'Sign up' });
    await screen.findByLabelText('Password', { exact: true });
    type('Password', 'abcdefgh');
    fireEvent.blur(screen.getByLabelText('Password', { exact: true }));
    expect(
      await screen.findByText('The password must contain at least two of digits, letters and symbols.'),
    ).toBeTruthy();

    type('Phone number', '13912345678');
    type('Verification code', '123456');
    type('Name', 'Mia Park');
    type('Password', 'Mia#2046pk');
    type('Confirm password', 'Mia#2046pk');
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(USER));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith({
      phone: '13912345678',
      countryCode: '+86',
      code: '123456',
      username: 'Mia Park',
      password: 'Mia#2046pk',
      confirm: 'Mia#2046pk',
    });
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('tells a visitor when the organisation does not accept sign-ups', async () => {
    mount('/login?loginType=register', {
      loginTypes: ['password'],
      registerMode: 'none',
      registerUrl: '',
      passwordPolicy: 'any_6_15',
    });
    expect(await screen.findByText(/does not accept sign-ups/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

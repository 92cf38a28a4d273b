import { Message } from '@arco-design/web-react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../../../host-adapters';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { DEFAULT_ENTERPRISE, getEnterprise } from '../api/get-enterprise';
import { logout } from '../api/logout';
import { INIT_RELOADED_KEY, selectIsLoggedIn, sessionCallContext, useSessionStore } from './session-store';

vi.mock('../api/get-enterprise', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-enterprise')>()),
  getEnterprise: vi.fn(),
}));
vi.mock('../api/logout', () => ({ logout: vi.fn() }));

const enterprise = { ...DEFAULT_ENTERPRISE, eid: 1, enterpriseName: 'Acme', theme_color: '#0a6cff', hover_color: '#0850c0', switch_language: 'Y' as const };
const user = { userid: '1001', token: 'beef', username: 'Lee', image: '', type: 1, isdeleteadmin: 0, score: 0, credit: 0, weixin_UserId: '' };
const reload = vi.fn();

beforeEach(() => {
  initI18n('en_us');
  setHostAdapter({ ...createBrowserAdapter(), navigation: { ...createBrowserAdapter().navigation, reload } });
});

afterEach(() => {
  vi.clearAllMocks();
  Cookies.remove('userInfo', { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
  setHostAdapter(null);
  useSessionStore.getState().reset();
});

describe('app load (spec 000 §4)', () => {
  it('goes from init to load and applies the enterprise theme', async () => {
    sessionStorage.setItem(INIT_RELOADED_KEY, '1');
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user });
    expect(useSessionStore.getState().loadState).toBe('init');
    await useSessionStore.getState().loadEnterprise();
    const state = useSessionStore.getState();
    expect(state.loadState).toBe('load');
    expect(state.enterprise?.enterpriseName).toBe('Acme');
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ userid: '1001', token: 'beef' });
    expect(document.documentElement.style.getPropertyValue('--lp-theme-color')).toBe('#0a6cff');
    expect(sessionStorage.getItem(INIT_RELOADED_KEY)).toBeNull();
  });

  it('resets the user and clears the cookie when no userinfo comes back', async () => {
    useSessionStore.getState().loginSucceeded(user);
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user: null });
    await useSessionStore.getState().loadEnterprise();
    expect(useSessionStore.getState().user.userid).toBe('');
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(Cookies.get('userInfo')).toBeUndefined();
  });

  it('reloads once, then shows the initialisation error', async () => {
    vi.mocked(getEnterprise).mockRejectedValue(new ApiError({ code: -1, msg: '', kind: 'network' }));
    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(INIT_RELOADED_KEY)).toBe('1');
    expect(useSessionStore.getState().loadState).toBe('init');

    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().loadState).toBe('error');
    expect(useSessionStore.getState().loadError).toMatch(/network/i);
  });
});

describe('sign-in state', () => {
  it('stores user info on login and clears it on logout', async () => {
    useSessionStore.getState().loginSucceeded(user);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    vi.mocked(logout).mockResolvedValue();
    await expect(useSessionStore.getState().logout()).resolves.toBe(true);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(Cookies.get('userInfo')).toBeUndefined();
  });

  it('keeps the session and toasts the server message when logout fails', async () => {
    const toast = vi.spyOn(Message, 'error').mockImplementation(() => () => {});
    useSessionStore.getState().loginSucceeded(user);
    vi.mocked(logout).mockRejectedValue(new ApiError({ code: 50000, msg: 'Server busy', kind: 'server' }));
    await expect(useSessionStore.getState().logout()).resolves.toBe(false);
    expect(toast).toHaveBeenCalledWith('Server busy');
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    toast.mockRestore();
  });

  it('needs both userid and token to count as logged in', () => {
    useSessionStore.getState().loginSucceeded({ ...user, token: '' });
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });
});

describe('language and envelope context', () => {
  it('forces Chinese while the enterprise disables switching', async () => {
    useSessionStore.getState().setLanguageChoice('en_us');
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, switch_language: 'N' }, user: null });
    await useSessionStore.getState().loadEnterprise();
    expect(useSessionStore.getState().language).toBe('zh_cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('follows the user choice when switching is allowed', async () => {
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user: null });
    await useSessionStore.getState().loadEnterprise();
    useSessionStore.getState().setLanguageChoice('zh_hant');
    expect(useSessionStore.getState().language).toBe('zh_hant');
    expect(localStorage.getItem('lp:language')).toBe('zh_hant');
  });

  it('gives the API client eid, flags, portal and language', async () => {
    expect(sessionCallContext().eid).toBe(0);
    useSessionStore.getState().start(5);
    expect(sessionCallContext().eid).toBe(5);
    const portal = { portalID: 9, portalName: 'P', themeColor: '', hoverColor: '', switchStatus: 'Y' as const };
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, is_alpha: ['apiRequestSign'], userPortal: portal }, user: null });
    useSessionStore.getState().setLanguageChoice('en_us');
    await useSessionStore.getState().loadEnterprise();
    expect(sessionCallContext()).toEqual({ eid: 1, flags: ['apiRequestSign'], userPortalID: '9', language: 'en_us' });
  });
});

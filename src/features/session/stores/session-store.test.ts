import Message from '@arco-design/web-react/es/Message';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../../../host-adapters';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { DEFAULT_ENTERPRISE, getEnterprise } from '../api/get-enterprise';
import { logout } from '../api/logout';
import { switchLanguage } from '../api/switch-language';
import { SESSION_EID_KEY } from '../startup-eid';
import { INIT_RELOADED_KEY, selectIsLoggedIn, sessionCallContext, useSessionStore } from './session-store';

vi.mock('../api/get-enterprise', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-enterprise')>()),
  getEnterprise: vi.fn(),
}));
vi.mock('../api/logout', () => ({ logout: vi.fn() }));
vi.mock('../api/switch-language', () => ({ switchLanguage: vi.fn(() => Promise.resolve()) }));
vi.mock('../api/list-languages', () => ({ listLanguages: vi.fn(() => new Promise(() => undefined)) }));

const enterprise = {
  ...DEFAULT_ENTERPRISE,
  eid: 1,
  enterpriseName: 'Acme',
  theme_color: '#0a6cff',
  hover_color: '#0850c0',
  switch_language: 'Y' as const,
};
const user = {
  userid: '1001',
  token: 'beef',
  username: 'Lee',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};
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
    expect(document.documentElement.style.getPropertyValue('--lp-brand-color')).toBe('#0a6cff');
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

  it('keeps a sign-in that finished while the init call was out (the host signs in silently meanwhile)', async () => {
    let answer!: (value: { enterprise: typeof enterprise; user: null }) => void;
    vi.mocked(getEnterprise).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user });
    const loading = useSessionStore.getState().loadEnterprise();
    await useSessionStore.getState().loginSucceeded(user);
    // The init call went out as a visitor and answers as one: that must not sign the learner out.
    answer({ enterprise, user: null });
    await loading;
    expect(useSessionStore.getState().loadState).toBe('load');
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ userid: '1001' });
  });

  it('holds the load gate while the host signs in, whatever the outcome', async () => {
    let settle!: () => void;
    const holding = useSessionStore
      .getState()
      .holdForHostSignIn(new Promise<void>((_, reject) => (settle = () => reject(new Error('host')))));
    expect(useSessionStore.getState().hostSignInPending).toBe(true);
    settle();
    await expect(holding).rejects.toThrow('host');
    expect(useSessionStore.getState().hostSignInPending).toBe(false);
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
    // The toast module loads on first use (src/lib/notify.ts).
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Server busy'));
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
    vi.mocked(getEnterprise).mockResolvedValue({
      enterprise: { ...enterprise, is_alpha: ['apiRequestSign'], userPortal: portal },
      user: null,
    });
    useSessionStore.getState().setLanguageChoice('en_us');
    await useSessionStore.getState().loadEnterprise();
    expect(sessionCallContext()).toEqual({ eid: 1, flags: ['apiRequestSign'], userPortalID: '9', language: 'en_us' });
  });
});

describe('language choice (decision 0006)', () => {
  it("saves a signed-in member's choice on the server once, and re-renders in it at once", async () => {
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user });
    await useSessionStore.getState().loadEnterprise();
    useSessionStore.getState().setLanguageChoice('zh_hant');
    expect(useSessionStore.getState().language).toBe('zh_hant');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(switchLanguage).toHaveBeenCalledExactlyOnceWith('zh_hant');
    // The same choice again (a double click) saves nothing more.
    useSessionStore.getState().setLanguageChoice('zh_hant');
    expect(switchLanguage).toHaveBeenCalledOnce();
  });

  it("keeps a visitor's choice in the browser only", async () => {
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user: null });
    await useSessionStore.getState().loadEnterprise();
    useSessionStore.getState().setLanguageChoice('en_us');
    expect(localStorage.getItem('lp:language')).toBe('en_us');
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it("applies the member's saved choice when none was made on this device", async () => {
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, languageSelected: 'zh_hant' }, user });
    await useSessionStore.getState().loadEnterprise();
    expect(useSessionStore.getState()).toMatchObject({ languageChoice: 'zh_hant', language: 'zh_hant' });
    // Applying it is not a local choice: nothing stored, nothing saved back.
    expect(localStorage.getItem('lp:language')).toBeNull();
    expect(switchLanguage).not.toHaveBeenCalled();
  });

  it('prefers the choice made on this device over the saved one', async () => {
    localStorage.setItem('lp:language', 'en_us');
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, languageSelected: 'zh_hant' }, user });
    await useSessionStore.getState().loadEnterprise();
    expect(useSessionStore.getState().language).toBe('en_us');
  });

  it('ignores a saved choice once signed out', async () => {
    vi.mocked(getEnterprise).mockResolvedValue({
      enterprise: { ...enterprise, languageSelected: 'zh_hant' },
      user: null,
    });
    await useSessionStore.getState().loadEnterprise();
    expect(useSessionStore.getState().languageChoice).toBe('auto');
  });

  it('keeps the choice and shows why when saving it fails', async () => {
    const error = vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
    vi.mocked(switchLanguage).mockRejectedValueOnce(new ApiError({ code: -1, msg: '', kind: 'network' }));
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user });
    await useSessionStore.getState().loadEnterprise();
    useSessionStore.getState().setLanguageChoice('en_us');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(useSessionStore.getState().language).toBe('en_us');
  });
});

describe('switching enterprise (decision 0007)', () => {
  it('remembers the new eid and user, re-reads the enterprise with the new eid and applies its theme', async () => {
    useSessionStore.setState({ enterprise, startupEid: 1 });
    useSessionStore.getState().loginSucceeded(user);
    const hub = {
      ...DEFAULT_ENTERPRISE,
      eid: 2,
      enterpriseName: 'Hub',
      theme_color: '#123456',
      hover_color: '#0a0b0c',
    };
    const eidsAsked: number[] = [];
    vi.mocked(getEnterprise).mockImplementation(async () => {
      eidsAsked.push(sessionCallContext().eid);
      return { enterprise: hub, user: null };
    });
    const next = { ...user, userid: '2002', token: 'cafe' };
    await useSessionStore.getState().switchEnterprise(2, next);
    const state = useSessionStore.getState();
    expect(eidsAsked).toEqual([2]);
    expect(state.enterprise?.enterpriseName).toBe('Hub');
    expect(state.user.userid).toBe('2002');
    expect(localStorage.getItem('lp:eid')).toBe('2');
    expect(JSON.parse(Cookies.get('userInfo')!)).toMatchObject({ userid: '2002', token: 'cafe' });
    expect(document.documentElement.style.getPropertyValue('--lp-theme-color')).toBe('#123456');
  });

  it('falls back to the full load when the re-read fails', async () => {
    vi.mocked(getEnterprise).mockRejectedValue(new ApiError({ code: -1, msg: '', kind: 'network' }));
    await useSessionStore.getState().switchEnterprise(2, user);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('lp:eid')).toBe('2');
  });
});

describe("the member's own enterprise (issue 17: shared links of another organisation)", () => {
  it('is remembered when the gateway confirms membership, not for a non-member, and forgotten with the user', async () => {
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user });
    await useSessionStore.getState().loadEnterprise();
    expect(JSON.parse(localStorage.getItem(SESSION_EID_KEY)!)).toEqual({ eid: 1, userid: '1001' });

    localStorage.clear();
    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, eid: 2, is_jion: 'N' }, user });
    await useSessionStore.getState().loadEnterprise();
    expect(localStorage.getItem(SESSION_EID_KEY)).toBeNull();

    vi.mocked(getEnterprise).mockResolvedValue({ enterprise, user: null });
    await useSessionStore.getState().loginSucceeded(user);
    expect(JSON.parse(localStorage.getItem(SESSION_EID_KEY)!)).toEqual({ eid: 1, userid: '1001' });
    useSessionStore.getState().clearUser();
    expect(localStorage.getItem(SESSION_EID_KEY)).toBeNull();
  });
});

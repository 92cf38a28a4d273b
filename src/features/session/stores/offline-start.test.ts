import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../../../host-adapters';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { DEFAULT_ENTERPRISE, getEnterprise } from '../api/get-enterprise';
import { INIT_RELOADED_KEY, useSessionStore } from './session-store';

vi.mock('../api/get-enterprise', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-enterprise')>()),
  getEnterprise: vi.fn(),
}));
vi.mock('../api/list-languages', () => ({ listLanguages: vi.fn(() => new Promise(() => undefined)) }));

const enterprise = { ...DEFAULT_ENTERPRISE, eid: 1, enterpriseName: 'Acme', theme_color: '#0a6cff' };
const member = (userid: string) => ({
  userid,
  token: 'beef',
  username: 'Lee',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
});
const reload = vi.fn();
const networkDown = () => new ApiError({ code: -1, msg: '', kind: 'network' });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** A first load online (the copy is kept), then the page reloads (a fresh store) with the network down. */
async function readOnceThenReload(userid = '1001') {
  vi.mocked(getEnterprise).mockResolvedValueOnce({ enterprise, user: member(userid) });
  await useSessionStore.getState().loadEnterprise();
  useSessionStore.getState().reset();
  useSessionStore.getState().start(1);
  vi.mocked(getEnterprise).mockRejectedValue(networkDown());
}

beforeEach(() => {
  initI18n('en_us');
  setHostAdapter({ ...createBrowserAdapter(), navigation: { ...createBrowserAdapter().navigation, reload } });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  Cookies.remove('userInfo', { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
  setHostAdapter(null);
  useSessionStore.getState().reset();
});

describe('an offline start (decision 0036)', () => {
  it('opens a signed-in member’s portal with the enterprise as last read, without the reload, and re-reads it online', async () => {
    await readOnceThenReload();
    setOnline(false);
    await useSessionStore.getState().loadEnterprise();
    const state = useSessionStore.getState();
    expect(state.loadState).toBe('load');
    expect(state.enterprise?.enterpriseName).toBe('Acme');
    expect(state.user.userid).toBe('1001');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(INIT_RELOADED_KEY)).toBeNull();

    vi.mocked(getEnterprise).mockResolvedValue({ enterprise: { ...enterprise, enterpriseName: 'Acme 2' }, user: null });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSessionStore.getState().enterprise?.enterpriseName).toBe('Acme 2'));
  });

  it('goes the usual way (one reload, then the error) when the browser thinks it is online', async () => {
    await readOnceThenReload();
    setOnline(true);
    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().enterprise).toBeNull();
  });

  it('never gives one member’s copy to another, nor to a visitor', async () => {
    await readOnceThenReload('1001');
    setOnline(false);
    useSessionStore.setState({ user: member('2002') });
    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().enterprise).toBeNull();

    reload.mockClear();
    sessionStorage.clear();
    useSessionStore.getState().clearUser();
    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a copy of another enterprise than the one the page starts in', async () => {
    await readOnceThenReload();
    setOnline(false);
    useSessionStore.getState().start(2);
    await useSessionStore.getState().loadEnterprise();
    expect(reload).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().enterprise).toBeNull();
  });
});

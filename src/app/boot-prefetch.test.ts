import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_FIRST_PAINT_STORAGE_KEY } from '../features/home/home-keys';
import { useSessionStore } from '../features/session';
import { DEFAULT_ENTERPRISE } from '../features/session/api/get-enterprise';
import { DEFAULT_USER_INFO } from '../lib/user-info';
import { startBootPrefetch } from './boot-prefetch';

const startHomeFirstPaint = vi.fn(() => Promise.resolve());
vi.mock('../features/home/first-paint', () => ({ startHomeFirstPaint }));

const member = (userid: string) => ({ ...DEFAULT_USER_INFO, userid, token: `t-${userid}`, username: userid });
const enterprise = (eid: number) => ({ ...DEFAULT_ENTERPRISE, eid });
const kept = () => localStorage.getItem(HOME_FIRST_PAINT_STORAGE_KEY);

beforeEach(() => {
  useSessionStore.setState({ startupEid: 1, enterprise: enterprise(1), user: member('alice'), language: 'en_us' });
  localStorage.setItem(HOME_FIRST_PAINT_STORAGE_KEY, '{"owner":"1:alice:en_us"}');
});
afterEach(() => {
  useSessionStore.getState().reset();
  localStorage.clear();
  vi.clearAllMocks();
});

describe("the last visit's home is forgotten when the session changes hands (decision 0074)", () => {
  it('on sign-out', () => {
    startBootPrefetch('/my/index');
    useSessionStore.setState({ user: DEFAULT_USER_INFO });
    expect(kept()).toBeNull();
  });

  it('when another user signs in', () => {
    startBootPrefetch('/my/index');
    useSessionStore.setState({ user: member('bob') });
    expect(kept()).toBeNull();
  });

  it('on an enterprise switch', () => {
    startBootPrefetch('/my/index');
    useSessionStore.setState({ enterprise: enterprise(2) });
    expect(kept()).toBeNull();
  });

  it('but not on a language switch or a re-read of the same enterprise', () => {
    startBootPrefetch('/my/index');
    useSessionStore.setState({ language: 'zh_cn' });
    useSessionStore.setState({ enterprise: { ...enterprise(1), enterpriseName: 'renamed' } });
    expect(kept()).not.toBeNull();
  });
});

describe('the home reads at start-up', () => {
  it('start on /index for a signed-in member, for the viewer the session names', async () => {
    startBootPrefetch('/index');
    await vi.waitFor(() => expect(startHomeFirstPaint).toHaveBeenCalledTimes(1));
    expect(startHomeFirstPaint).toHaveBeenCalledWith(expect.anything(), '1:alice:en_us', expect.anything());
  });

  it('do not start elsewhere or for a visitor', async () => {
    startBootPrefetch('/my/index');
    useSessionStore.setState({ user: DEFAULT_USER_INFO });
    startBootPrefetch('/index');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startHomeFirstPaint).not.toHaveBeenCalled();
  });
});

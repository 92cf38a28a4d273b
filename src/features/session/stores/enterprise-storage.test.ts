import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookieDomain, writeUserInfoCookie } from '../../../lib/cookies';
import { DEFAULT_ENTERPRISE, getEnterprise } from '../api/get-enterprise';
import { useSessionStore } from './session-store';

vi.mock('../api/get-enterprise', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-enterprise')>()),
  getEnterprise: vi.fn(),
}));
vi.mock('../api/list-languages', () => ({ listLanguages: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('../../../lib/cookies', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/cookies')>()),
  setCookieDomain: vi.fn(),
  writeUserInfoCookie: vi.fn(),
}));

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

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  useSessionStore.getState().reset();
});

describe('the init call’s enterprise configures the device (spec 000 §3)', () => {
  it('sets the cookie domain before the user cookie is written, and stores mxybeta (delete removes)', async () => {
    localStorage.setItem('legacyFlag', 'on');
    vi.mocked(getEnterprise).mockResolvedValue({
      enterprise: {
        ...DEFAULT_ENTERPRISE,
        eid: 1,
        cookiesDomain: '.example.com',
        mxybeta: [
          { key: 'newPlayer', val: '1' },
          { key: 'legacyFlag', val: 'delete' },
        ],
      },
      user,
    });
    await useSessionStore.getState().loadEnterprise();
    expect(setCookieDomain).toHaveBeenCalledWith('.example.com');
    expect(writeUserInfoCookie).toHaveBeenCalled();
    expect(vi.mocked(setCookieDomain).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(writeUserInfoCookie).mock.invocationCallOrder[0]!,
    );
    expect(localStorage.getItem('newPlayer')).toBe('1');
    expect(localStorage.getItem('legacyFlag')).toBeNull();
  });
});

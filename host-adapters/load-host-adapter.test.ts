import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHostAdapter, loadHostAdapter, setHostAdapter } from './index';

function userAgent(value: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);
}

afterEach(() => {
  vi.restoreAllMocks();
  setHostAdapter(null);
});

describe('loadHostAdapter (decision 0062: only the detected host’s adapter loads)', () => {
  it('settles with the browser adapter in a browser', async () => {
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0');
    expect((await loadHostAdapter()).kind).toBe('browser');
    expect(getHostAdapter().kind).toBe('browser');
  });

  it('loads the DingTalk adapter inside DingTalk, and the WeCom one inside WeCom', async () => {
    userAgent('Mozilla/5.0 (Linux; Android 12) DingTalk/7.0.0');
    expect((await loadHostAdapter()).kind).toBe('dingtalk');
    expect(getHostAdapter().kind).toBe('dingtalk');
    setHostAdapter(null);
    userAgent('Mozilla/5.0 (Windows NT 10.0) wxwork/4.1.0 MicroMessenger/7.0.1');
    expect((await loadHostAdapter()).kind).toBe('wecom');
  });

  it('refuses to guess a chat host’s adapter before it has loaded', () => {
    userAgent('Mozilla/5.0 (Linux; Android 12) DingTalk/7.0.0');
    expect(() => getHostAdapter()).toThrow(/loadHostAdapter/);
  });
});

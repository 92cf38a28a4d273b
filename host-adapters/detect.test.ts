import { describe, expect, it } from 'vitest';
import { detectHost, type DetectInput } from './detect';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const base: DetectInput = {
  userAgent: CHROME,
  windowName: '',
  hasDingtalkBridge: false,
  search: '',
  storedClient: null,
  kioskUserAgentToken: 'LearningPortalKiosk',
};
const detect = (over: Partial<DetectInput>) => detectHost({ ...base, ...over });

describe('detectHost', () => {
  it('finds PC DingTalk by its container marker, not by the user agent', () => {
    expect(
      detect({ windowName: JSON.stringify({ containerId: 'c1', hostOrigin: 'https://x.dingtalk.com' }) }),
    ).toMatchObject({ kind: 'dingtalk', variant: 'pc' });
    expect(detect({ hasDingtalkBridge: true })).toMatchObject({ kind: 'dingtalk', variant: 'pc' });
    expect(detect({ windowName: 'not json' }).kind).toBe('browser');
  });

  it('finds mobile DingTalk by its user agent', () => {
    expect(detect({ userAgent: `${CHROME} Android 12 DingTalk/7.6.0` })).toMatchObject({
      kind: 'dingtalk',
      variant: 'mobile',
    });
    expect(detect({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) DingTalk/7.6.0' })).toMatchObject({
      kind: 'dingtalk',
      variant: 'mobile',
    });
  });

  it('tells WeCom on a phone from WeCom on a desktop (the tab bar and back button are for phones)', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 wxwork/4.1.0 MicroMessenger/7.0.1';
    expect(detect({ userAgent: android })).toMatchObject({ kind: 'wecom', variant: 'mobile' });
    expect(detect({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) wxwork/4.1.0' })).toMatchObject({
      variant: 'mobile',
    });
    expect(detect({ userAgent: `${CHROME} MicroMessenger/7.0.1 wxwork/4.1.0` })).toMatchObject({ variant: 'pc' });
  });

  it('tests wxwork before MicroMessenger', () => {
    expect(detect({ userAgent: `${CHROME} MicroMessenger/7.0.1 wxwork/4.1.0` }).kind).toBe('wecom');
    expect(detect({ userAgent: `${CHROME} MicroMessenger/8.0.40` }).kind).toBe('browser');
  });

  it('finds a kiosk by launch parameter (remembered), stored choice or UA token', () => {
    expect(detect({ search: '?eid=1&client=kiosk' })).toEqual({ kind: 'kiosk', variant: '', rememberKiosk: true });
    expect(detect({ storedClient: 'kiosk' })).toEqual({ kind: 'kiosk', variant: '', rememberKiosk: false });
    expect(detect({ userAgent: `${CHROME} LearningPortalKiosk/1.0` }).kind).toBe('kiosk');
    expect(detect({ userAgent: `${CHROME} LearningPortalKiosk/1.0`, kioskUserAgentToken: '' }).kind).toBe('browser');
  });

  it('is a browser otherwise', () => {
    expect(detect({})).toEqual({ kind: 'browser', variant: '', rememberKiosk: false });
  });
});

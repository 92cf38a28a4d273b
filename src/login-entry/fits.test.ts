import { describe, expect, it } from 'vitest';
import { signInEntryFits, staysInSignInEntry } from './fits';

const visit = { pathname: '/login', search: '', signedIn: false, hostKind: 'browser' };

describe('the sign-in entry (decision 0073)', () => {
  it('serves the sign-in card to a signed-out browser or kiosk, with or without a way back', () => {
    expect(signInEntryFits(visit)).toBe(true);
    expect(signInEntryFits({ ...visit, hostKind: 'kiosk' })).toBe(true);
    expect(signInEntryFits({ ...visit, search: '?backUrl=%2Fmy%2Findex&eid=3' })).toBe(true);
    expect(signInEntryFits({ ...visit, search: '?loginType=forgot' })).toBe(true);
    expect(signInEntryFits({ ...visit, search: '?loginTips=reset' })).toBe(true);
  });

  it('hands everything else to the portal', () => {
    expect(signInEntryFits({ ...visit, signedIn: true })).toBe(false);
    expect(signInEntryFits({ ...visit, hostKind: 'dingtalk' })).toBe(false);
    expect(signInEntryFits({ ...visit, hostKind: 'wecom' })).toBe(false);
    expect(signInEntryFits({ ...visit, search: '?outsideReview=join' })).toBe(false);
    expect(signInEntryFits({ ...visit, search: '?loginType=register' })).toBe(false);
    expect(signInEntryFits({ ...visit, pathname: '/index' })).toBe(false);
    expect(signInEntryFits({ ...visit, pathname: '/login/' })).toBe(false);
  });

  it('keeps the card for its own modes and hands over any other address', () => {
    const base = 'https://portal.test/login';
    expect(staysInSignInEntry('/login?loginType=forgot', base)).toBe(true);
    expect(staysInSignInEntry('/login', base)).toBe(true);
    expect(staysInSignInEntry('/login?loginType=register&backUrl=%2Fx', base)).toBe(false);
    expect(staysInSignInEntry('/login?eid=2&outsideReview=join', base)).toBe(false);
    expect(staysInSignInEntry('/index', base)).toBe(false);
    expect(staysInSignInEntry('/hostLogin?code=1', base)).toBe(false);
  });
});

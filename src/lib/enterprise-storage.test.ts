import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookieDomain, writeCookie } from './cookies';
import { applyEnterpriseStorage, applyMxybeta, readMxybeta } from './enterprise-storage';

afterEach(() => {
  setCookieDomain(undefined);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('mxybeta (spec 000 §3)', () => {
  it('stores each key, and the value "delete" removes a stored key', () => {
    applyMxybeta([
      { key: 'newPlayer', val: '1' },
      { key: 'oldBanner', val: 'on' },
    ]);
    expect(readMxybeta('newPlayer')).toBe('1');
    expect(localStorage.getItem('oldBanner')).toBe('on');
    applyMxybeta([
      { key: 'oldBanner', val: 'delete' },
      { key: 'newPlayer', val: '2' },
    ]);
    expect(localStorage.getItem('oldBanner')).toBeNull();
    expect(readMxybeta('newPlayer')).toBe('2');
  });

  it('never touches the portal’s own keys and skips malformed entries', () => {
    localStorage.setItem('lp:language', 'en_us');
    applyMxybeta([
      { key: 'lp:language', val: 'delete' },
      { key: 'lp-study-device', val: 'x' },
      { key: '', val: 'x' },
      { key: 'n', val: 5 as unknown as string },
    ]);
    expect(localStorage.getItem('lp:language')).toBe('en_us');
    expect(localStorage.getItem('lp-study-device')).toBeNull();
    expect(localStorage.getItem('n')).toBeNull();
    expect(readMxybeta('lp:language')).toBeNull();
  });
});

describe('cookiesDomain (spec 000 §3)', () => {
  it('accepts a domain that covers the page host, with or without a leading dot, and ignores others', () => {
    expect(setCookieDomain('.example.com', 'learn.example.com')).toBe('example.com');
    expect(setCookieDomain('learn.example.com', 'learn.example.com')).toBe('learn.example.com');
    expect(setCookieDomain('other.com', 'learn.example.com')).toBeUndefined();
    expect(setCookieDomain('ample.com', 'learn.example.com')).toBeUndefined();
    expect(setCookieDomain('com', 'learn.example.com')).toBeUndefined();
    expect(setCookieDomain('', 'learn.example.com')).toBeUndefined();
  });

  it('writes and removes the portal cookies for the enterprise domain, dropping a host-only copy', () => {
    const set = vi.spyOn(Cookies, 'set');
    const remove = vi.spyOn(Cookies, 'remove');
    writeCookie('userInfo', 'a');
    expect(set).toHaveBeenLastCalledWith('userInfo', 'a', expect.not.objectContaining({ domain: expect.anything() }));

    applyEnterpriseStorage({ cookiesDomain: '.example.com', mxybeta: [] });
    // happy-dom's page host is not under example.com: the browser would refuse it, so it is ignored.
    writeCookie('userInfo', 'b');
    expect(set).toHaveBeenLastCalledWith('userInfo', 'b', expect.not.objectContaining({ domain: expect.anything() }));

    setCookieDomain('.example.com', 'learn.example.com');
    writeCookie('userInfo', 'c');
    expect(remove).toHaveBeenLastCalledWith('userInfo', { path: '/' });
    expect(set).toHaveBeenLastCalledWith(
      'userInfo',
      'c',
      expect.objectContaining({ domain: 'example.com', path: '/' }),
    );
    removeCookie('userInfo');
    expect(remove).toHaveBeenCalledWith('userInfo', { path: '/', domain: 'example.com' });
  });
});

import { describe, expect, it } from 'vitest';
import type { EnterpriseConfig } from '../../../protocol';
import { DEFAULT_ENTERPRISE } from '../../features/session/api/get-enterprise';
import { meta } from '../routes/route-meta';
import { accessCode, decideGate, type GateInput } from './gate-decision';

const enterprise: EnterpriseConfig = { ...DEFAULT_ENTERPRISE, eid: 1, enterpriseName: 'Acme' };

function gate(overrides: Partial<GateInput> & { company?: Partial<EnterpriseConfig> } = {}) {
  const { company, ...rest } = overrides;
  return decideGate({
    pathname: '/index',
    search: '',
    hash: '',
    meta: meta('home'),
    loggedIn: false,
    enterprise: { ...enterprise, ...company },
    refusal: null,
    inChatHost: false,
    firstNavigation: false,
    ...rest,
  });
}

describe('accessCode (spec 000 §4)', () => {
  it('returns 3, 4, 5, 2 in that order of precedence', () => {
    expect(
      accessCode({ ...enterprise, expireStatus: 'N', islock: 'N', isdelete: 1, is_jion: 'N' }, { memberExempt: false }),
    ).toBe(3);
    expect(accessCode({ ...enterprise, islock: 'N', isdelete: 1, is_jion: 'N' }, { memberExempt: false })).toBe(4);
    expect(accessCode({ ...enterprise, isdelete: 1, is_jion: 'N' }, { memberExempt: false })).toBe(5);
    expect(accessCode({ ...enterprise, is_jion: 'N' }, { memberExempt: false })).toBe(2);
    expect(accessCode({ ...enterprise, is_jion: 'N' }, { memberExempt: true })).toBe(0);
    expect(accessCode(enterprise, { memberExempt: false })).toBe(0);
  });
});

describe('decideGate', () => {
  it('sends a visitor on a guarded page to /login with the whole address as backUrl', () => {
    expect(
      gate({ pathname: '/my/medal', search: '?a=1', hash: '#x', meta: meta('medal', { requireAuth: true }) }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?backUrl=%2Fmy%2Fmedal%3Fa%3D1%23x',
    });
  });

  it('lets signed-in users, public pages and the exempt list through', () => {
    expect(gate({ loggedIn: true })).toEqual({ kind: 'render' });
    expect(gate({ pathname: '/agreement', meta: meta('agreement', { isPublic: true }) })).toEqual({ kind: 'render' });
    expect(gate({ pathname: '/course/7', meta: meta('courseDetail', { authExempt: true }) })).toEqual({
      kind: 'render',
    });
    expect(gate({ search: '?preview=1' })).toEqual({ kind: 'render' });
    expect(gate({ search: '?outsideReview=1' })).toEqual({ kind: 'render' });
    expect(gate({ inChatHost: true })).toEqual({ kind: 'render' });
  });

  it('lets visitors of a public organisation open pages not marked requireAuth, and only those', () => {
    expect(gate({ company: { puborg: '1' } })).toEqual({ kind: 'render' });
    expect(
      gate({ company: { puborg: '1' }, pathname: '/shopMall', meta: meta('shopMall', { requireAuth: true }) }).kind,
    ).toBe('redirect');
  });

  it('sends a refused enterprise (status N) to /prompt with code, message, url and uid', () => {
    const refusal = { code: 40401, msg: 'Organisation not found', url: 'http://x.test/index', uid: '12' };
    expect(gate({ refusal, enterprise: null })).toEqual({
      kind: 'redirect',
      to: '/prompt?errorMsg=40401&dataInfo=Organisation%20not%20found&url=http%3A%2F%2Fx.test%2Findex&uid=12',
    });
  });

  it('sends each access code to /prompt, also on the sign-in page', () => {
    expect(gate({ loggedIn: true, company: { expireStatus: 'N' } })).toEqual({
      kind: 'redirect',
      to: '/prompt?errorMsg=3&url=%2Findex',
    });
    expect(gate({ loggedIn: true, company: { islock: 'N' } })).toEqual({
      kind: 'redirect',
      to: '/prompt?errorMsg=4&url=%2Findex',
    });
    expect(gate({ loggedIn: true, company: { isdelete: 1 } })).toEqual({
      kind: 'redirect',
      to: '/prompt?errorMsg=5&url=%2Findex',
    });
    expect(gate({ loggedIn: true, company: { is_jion: 'N' } })).toEqual({
      kind: 'redirect',
      to: '/prompt?errorMsg=2&url=%2Findex',
    });
    expect(
      gate({ pathname: '/login', meta: meta('login', { isPublic: true }), company: { expireStatus: 'N' } }).kind,
    ).toBe('redirect');
  });

  it('lets non-members stay on course detail, sign-in and previews (code 2 only)', () => {
    const notMember = { is_jion: 'N' as const };
    expect(
      gate({
        loggedIn: true,
        company: notMember,
        pathname: '/course/3',
        meta: meta('courseDetail', { memberExempt: true }),
      }),
    ).toEqual({ kind: 'render' });
    expect(gate({ company: notMember, pathname: '/login', meta: meta('login', { isPublic: true }) })).toEqual({
      kind: 'render',
    });
    expect(gate({ loggedIn: true, company: notMember, search: '?preview=1' })).toEqual({ kind: 'render' });
    expect(gate({ loggedIn: true, company: { ...notMember, expireStatus: 'N' }, search: '?preview=1' }).kind).toBe(
      'redirect',
    );
  });

  it('skips the access check for eid 0, the prompt page and the enterprise switch', () => {
    expect(gate({ loggedIn: true, company: { eid: 0, expireStatus: 'N' } })).toEqual({ kind: 'render' });
    expect(
      gate({ pathname: '/prompt', meta: meta('prompt', { isPublic: true }), company: { expireStatus: 'N' } }),
    ).toEqual({ kind: 'render' });
    expect(
      gate({
        loggedIn: true,
        pathname: '/switchEnterprise',
        meta: meta('switchEnterprise', { isPublic: true }),
        company: { expireStatus: 'N' },
      }),
    ).toEqual({ kind: 'render' });
  });

  it('sends a visitor to the QR-scan login on the first navigation only', () => {
    const qr = { pcScanQRCodeLoginUrl: 'https://sso.example/qr' };
    expect(gate({ company: qr, firstNavigation: true })).toEqual({ kind: 'external', url: 'https://sso.example/qr' });
    expect(
      gate({ company: qr, firstNavigation: true, pathname: '/login', meta: meta('login', { isPublic: true }) }),
    ).toEqual({ kind: 'external', url: 'https://sso.example/qr' });
    expect(gate({ company: qr, firstNavigation: false }).kind).toBe('redirect');
    expect(gate({ company: qr, firstNavigation: true, loggedIn: true })).toEqual({ kind: 'render' });
    expect(
      gate({ company: qr, firstNavigation: true, pathname: '/agreement', meta: meta('agreement', { isPublic: true }) }),
    ).toEqual({ kind: 'render' });
  });
});

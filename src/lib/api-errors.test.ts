import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiErrorHandler, PROMPT_REDIRECT_DELAY_MS } from './api-errors';

function setup(path = '/course/9?tab=2') {
  const timers: Array<{ run: () => void; ms: number }> = [];
  let currentPath = path;
  const deps = {
    navigate: vi.fn((to: string) => {
      currentPath = to;
    }),
    currentPath: () => currentPath,
    showError: vi.fn(),
    closeMessages: vi.fn(),
    clearSession: vi.fn(),
    forcedRelogin: vi.fn(),
    schedule: (run: () => void, ms: number) => void timers.push({ run, ms }),
  };
  const handle = createApiErrorHandler(deps);
  const fire = () => timers.splice(0).forEach((t) => t.run());
  return { deps, handle, timers, fire, moveTo: (p: string) => (currentPath = p) };
}

const server = (code: number, msg = 'server says', data: unknown = null) =>
  new ApiError({ code, msg, data, kind: 'server' });
const info = { call: 'apiX/y', quiet: false };

describe('api error handler (spec 000 §8)', () => {
  it('401: closes messages, shows msg, then goes to the prompt page after 2 s', () => {
    const { deps, handle, timers, fire } = setup();
    expect(handle(server(401, 'Expired'), info)).toBe(true);
    expect(deps.closeMessages).toHaveBeenCalled();
    expect(deps.showError).toHaveBeenCalledWith('Expired');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(timers[0]!.ms).toBe(PROMPT_REDIRECT_DELAY_MS);
    fire();
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/prompt?errorMsg=401&dataInfo=Expired&url=%2Fcourse%2F9%3Ftab%3D2');
  });

  it('400 behaves like 401 but keeps the session', () => {
    const { deps, handle, fire } = setup();
    handle(server(400, 'Bad'), info);
    fire();
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/prompt\?errorMsg=401&dataInfo=Bad&url=/));
  });

  it('401 does not leave the login or prompt page', () => {
    const { deps, handle, fire, moveTo } = setup('/index');
    handle(server(401), info);
    moveTo('/login?backUrl=%2Findex');
    fire();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a locked account goes to the prompt page with errorMsg 5 at once', () => {
    const { deps, handle, timers } = setup('/index');
    handle(server(401, 'Locked', { reason: 'account_locked' }), info);
    expect(deps.navigate).toHaveBeenCalledWith('/prompt?errorMsg=5&url=%2Findex');
    expect(timers).toHaveLength(0);
  });

  it('blocked by an administrator: the message and, at once, the prompt page of that reason (decision 0054)', () => {
    const { deps, handle, timers } = setup('/index');
    handle(server(401, 'Blocked', { reason: 'blocked_by_admin' }), info);
    expect(deps.showError).toHaveBeenCalledWith('Blocked');
    expect(timers).toHaveLength(0);
    // The prompt page forgets the session once it shows (the member page would send them to sign-in first).
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/prompt?errorMsg=blocked_by_admin&dataInfo=Blocked&url=%2Findex');
  });

  it('signed in elsewhere: clears the session and opens the re-login dialog instead of the prompt redirect', () => {
    const { deps, handle, timers } = setup('/index');
    expect(handle(server(401, 'Elsewhere', { reason: 'signed_in_elsewhere' }), info)).toBe(true);
    expect(deps.closeMessages).toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
    expect(deps.forcedRelogin).toHaveBeenCalledOnce();
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(timers).toHaveLength(0);
  });

  it('signed in elsewhere opens the shared dialog store by default', async () => {
    const { useLoginPrompt } = await import('./login-prompt');
    const handle = createApiErrorHandler({
      navigate: vi.fn(),
      currentPath: () => '/index',
      showError: vi.fn(),
      closeMessages: vi.fn(),
    });
    handle(server(401, '', { reason: 'signed_in_elsewhere' }), info);
    handle(server(401, '', { reason: 'signed_in_elsewhere' }), info);
    expect(useLoginPrompt.getState().forcedRelogin).toBe(true);
    useLoginPrompt.getState().setForcedRelogin(false);
  });

  it('4011 is ignored', () => {
    const { deps, handle } = setup();
    expect(handle(server(4011), info)).toBe(true);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('4012 opens the personal data page for completion', () => {
    const { deps, handle } = setup();
    handle(server(4012), info);
    expect(deps.navigate).toHaveBeenCalledWith('/editor/personalData?errorMsg=4&type=completion-info');
  });

  it('42228 (initial password not yet changed) opens the password page once, without a toast', () => {
    const { deps, handle } = setup();
    expect(handle(server(42228, 'Change your initial password first.'), info)).toBe(true);
    expect(deps.navigate).toHaveBeenCalledWith('/editor/resetpassword?type=initial');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('577 goes to the prompt page with its message and data', () => {
    const { deps, handle } = setup();
    handle(server(577, 'Read this', { id: 1 }), info);
    expect(deps.navigate).toHaveBeenCalledWith('/prompt?errorMsg=577&dataInfo=Read%20this&data=%7B%22id%22%3A1%7D');
  });

  it('50005 and other refusals show msg unless the caller is quiet', () => {
    const { deps, handle } = setup();
    expect(handle(server(50005, 'Nope'), info)).toBe(true);
    expect(deps.showError).toHaveBeenCalledWith('Nope');
    expect(handle(server(42201, 'Wrong'), { ...info, quiet: true })).toBe(false);
    expect(deps.showError).toHaveBeenCalledTimes(1);
  });

  it('network and timeout errors are left to the caller', () => {
    const { deps, handle } = setup();
    expect(handle(new ApiError({ code: -1, msg: '', kind: 'timeout' }), info)).toBe(false);
    expect(deps.showError).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { initialPasswordRedirect } from './initial-password';

const newhire = { userid: '9', token: 't', initialPassword: 'Y' as const };

describe('initialPasswordRedirect', () => {
  it('sends a user with the initial password to the password page from anywhere else', () => {
    expect(initialPasswordRedirect(newhire, '/index')).toBe('/editor/resetpassword?type=initial');
    expect(initialPasswordRedirect(newhire, '/editor/personalData')).toBe('/editor/resetpassword?type=initial');
  });

  it('lets them stay on the password page, sign-in and the prompt page', () => {
    for (const path of ['/editor/resetpassword', '/login', '/prompt'])
      expect(initialPasswordRedirect(newhire, path)).toBeNull();
  });

  it('leaves everyone else alone', () => {
    expect(initialPasswordRedirect({ ...newhire, initialPassword: 'N' }, '/index')).toBeNull();
    expect(initialPasswordRedirect({ userid: '9', token: 't' }, '/index')).toBeNull();
    expect(initialPasswordRedirect({ userid: '', token: '', initialPassword: 'Y' }, '/index')).toBeNull();
  });
});

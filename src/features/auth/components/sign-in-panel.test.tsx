import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SignInPanel } from './sign-in-panel';

afterEach(cleanup);

describe('SignInPanel', () => {
  it("keeps what the user typed when the enterprise's sign-in methods arrive", () => {
    initI18n('en_us');
    const view = render(<SignInPanel loginTypes={['password']} countryCodes={[]} onLoggedIn={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'learner' } });
    view.rerender(<SignInPanel loginTypes={['password', 'code']} countryCodes={[]} onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Password' })).toBeTruthy();
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('learner');
  });

  it('falls back to the first method when the chosen one is no longer offered', () => {
    initI18n('en_us');
    const view = render(<SignInPanel loginTypes={['password', 'code']} countryCodes={[]} onLoggedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Verification code' }));
    view.rerender(<SignInPanel loginTypes={['password']} countryCodes={[]} onLoggedIn={vi.fn()} />);
    expect(screen.getByLabelText('Account')).toBeTruthy();
  });
});

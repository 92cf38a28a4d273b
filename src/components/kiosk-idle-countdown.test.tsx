import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { KioskIdleCountdown } from './kiosk-idle-countdown';

beforeEach(() => initI18n('en_us'));
afterEach(cleanup);

describe('KioskIdleCountdown', () => {
  it('is hidden without a countdown', () => {
    render(<KioskIdleCountdown remainingSeconds={null} onStay={vi.fn()} onSignOutNow={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the seconds left, and continue or sign out now', () => {
    const onStay = vi.fn();
    const onSignOutNow = vi.fn();
    render(<KioskIdleCountdown remainingSeconds={5} onStay={onStay} onSignOutNow={onSignOutNow} />);
    expect(screen.getByRole('timer').textContent).toBe('For your privacy this shared screen signs out in 5 seconds.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onStay).toHaveBeenCalledOnce();
    expect(onSignOutNow).toHaveBeenCalledOnce();
  });
});

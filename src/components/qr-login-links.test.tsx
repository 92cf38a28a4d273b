import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { QrLoginLinks } from './qr-login-links';

beforeEach(() => initI18n('en_us'));
afterEach(cleanup);

describe('QrLoginLinks', () => {
  it('renders nothing without options', () => {
    const { container } = render(<QrLoginLinks options={[]} onStart={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('starts the chosen scan login', () => {
    const onStart = vi.fn();
    const options = [
      { kind: 'dingtalk' as const, url: '/d' },
      { kind: 'wecom' as const, url: '/w' },
    ];
    render(<QrLoginLinks options={options} onStart={onStart} prominent />);
    expect(screen.getByRole('navigation', { name: 'Sign in by scanning a code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scan with WeCom' }));
    expect(onStart).toHaveBeenCalledWith(options[1]);
  });
});

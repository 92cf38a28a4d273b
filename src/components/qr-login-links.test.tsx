import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
      { kind: 'dingtalk' as const, url: '/d', panel: null },
      { kind: 'wecom' as const, url: '/w', panel: null },
    ];
    render(<QrLoginLinks options={options} onStart={onStart} prominent />);
    expect(screen.getByRole('navigation', { name: 'Sign in by scanning a code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scan with WeCom' }));
    expect(onStart).toHaveBeenCalledWith(options[1]);
  });

  it('opens the embedded panel where offered, with the full page as the way out when it fails', async () => {
    const onStart = vi.fn();
    const option = {
      kind: 'wecom' as const,
      url: '/w',
      panel: { kind: 'wecom' as const, appid: 'ww', agentid: '1', redirectUri: '/hostLogin' },
    };
    const mount = vi.fn(() => Promise.reject(new Error('offline')));
    render(<QrLoginLinks options={[option]} onStart={onStart} onMountPanel={mount} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with WeCom' }));
    expect(onStart).not.toHaveBeenCalled();
    await waitFor(() => expect(mount).toHaveBeenCalledWith(option, expect.any(HTMLElement)));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The WeCom code could not be shown here.');
    fireEvent.click(screen.getByRole('button', { name: 'Open the WeCom sign-in page instead' }));
    expect(onStart).toHaveBeenCalledWith(option);
  });
});

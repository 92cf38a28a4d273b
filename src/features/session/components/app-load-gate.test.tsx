import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useSessionStore } from '../stores/session-store';
import { AppLoadGate } from './app-load-gate';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

describe('AppLoadGate', () => {
  it('shows a loading status while the enterprise loads', () => {
    initI18n('en_us');
    render(<AppLoadGate>app</AppLoadGate>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('app')).toBeNull();
  });

  it('shows the initialisation error with a retry button', () => {
    initI18n('en_us');
    const loadEnterprise = vi.fn(async () => {});
    useSessionStore.setState({ loadState: 'error', loadError: 'The network is unavailable.', loadEnterprise });
    render(<AppLoadGate>app</AppLoadGate>);
    expect(screen.getByText('The portal could not start')).toBeTruthy();
    expect(screen.getByText('Details: The network is unavailable.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadEnterprise).toHaveBeenCalledOnce();
  });

  it('keeps loading while a host signs the learner in silently', () => {
    initI18n('en_us');
    useSessionStore.setState({ loadState: 'load', hostSignInPending: true });
    render(<AppLoadGate>app</AppLoadGate>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('app')).toBeNull();
  });

  it('renders the app once loaded', () => {
    useSessionStore.setState({ loadState: 'load' });
    render(<AppLoadGate>app</AppLoadGate>);
    expect(screen.getByText('app')).toBeTruthy();
  });
});

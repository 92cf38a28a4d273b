import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSessionStore } from '../../features/session';
import { DEMO_USER } from '../test-helpers';
import { InitialPasswordGate } from './initial-password-gate';

function mount(path: string, initialPassword: 'Y' | 'N') {
  useSessionStore.setState({ user: { ...DEMO_USER, initialPassword } });
  const router = createMemoryRouter(
    [
      {
        element: <InitialPasswordGate />,
        children: ['/index', '/editor/personalData', '/editor/resetpassword', '/login', '/prompt'].map((p) => ({
          path: p,
          element: <p>page {p}</p>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => useSessionStore.getState().reset());

describe('InitialPasswordGate', () => {
  it('sends a user with the initial password to /editor/resetpassword?type=initial', () => {
    const router = mount('/index', 'Y');
    expect(router.state.location.pathname).toBe('/editor/resetpassword');
    expect(router.state.location.search).toBe('?type=initial');
    expect(screen.getByText('page /editor/resetpassword')).toBeTruthy();
  });

  it('lets them reach sign-in and the prompt page', () => {
    expect(mount('/prompt', 'Y').state.location.pathname).toBe('/prompt');
  });

  it('renders the page for everyone else', () => {
    const router = mount('/editor/personalData', 'N');
    expect(router.state.location.pathname).toBe('/editor/personalData');
    expect(screen.getByText('page /editor/personalData')).toBeTruthy();
  });
});

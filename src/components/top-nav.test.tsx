import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TopNav } from './top-nav';

afterEach(cleanup);

describe('TopNav', () => {
  it('marks the current area and shows a red point with its meaning for screen readers', () => {
    render(
      <MemoryRouter initialEntries={['/index']}>
        <TopNav
          label="Main menu"
          current="home"
          items={[
            { key: 'home', label: 'Home', to: '/index' },
            { key: 'task', label: 'Tasks', to: '/task', dot: true, dotLabel: 'new tasks' },
            { key: 'my', label: 'Me', to: '/my/index', dot: false, dotLabel: 'unused' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tasks new tasks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Me' })).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter, type HostKind } from '../../../host-adapters';
import { initI18n } from '../../lib/i18n';
import { CompactMenu } from './compact-menu';

const ITEMS = [
  { key: 'home', label: 'Home', to: '/index' },
  { key: 'course', label: 'Courses', to: '/course' },
  { key: 'task', label: 'Tasks', to: '/task' },
  { key: 'news', label: 'News', to: '/news' },
  { key: 'mall', label: 'Mall', to: '/shopMall', dot: true, dotLabel: 'new offers' },
  { key: 'my', label: 'Me', to: '/my/index' },
];

beforeAll(() => {
  initI18n('en_us');
});
afterEach(() => {
  cleanup();
  setHostAdapter(null);
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('lp-has-tab-bar');
});

/** A window `width` px wide for max-width media queries. */
function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function inHost(kind: HostKind, variant: string) {
  setHostAdapter({ ...createBrowserAdapter(), kind, variant });
}

function mount(current: string) {
  return render(
    <MemoryRouter initialEntries={['/index']}>
      <CompactMenu items={ITEMS} current={current} extras={<button type="button">Language</button>} />
    </MemoryRouter>,
  );
}

describe('CompactMenu', () => {
  it('draws nothing on the desktop', () => {
    atWidth(1280);
    inHost('dingtalk', 'mobile');
    const { container } = mount('home');
    expect(container.innerHTML).toBe('');
  });

  it('inside DingTalk mobile: a tab bar of four entries and More, which holds the rest', () => {
    atWidth(390);
    inHost('dingtalk', 'mobile');
    mount('my');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(Array.from(bar.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Home',
      'Courses',
      'Tasks',
      'News',
    ]);
    expect(document.documentElement.classList.contains('lp-has-tab-bar')).toBe(true);
    // The current page (Me) and a red point (Mall) are behind More: More shows both.
    const more = screen.getByRole('button', { name: 'More new offers' });
    expect(more.className).toContain('lp-tab-bar-item-current');
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    fireEvent.click(more);
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(drawer.textContent).toContain('Me');
    expect(drawer.textContent).toContain('Language');
  });

  it('in a phone browser: a menu button opening the drawer, Escape closing it', () => {
    atWidth(390);
    inHost('browser', '');
    mount('home');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(drawer.querySelector('[aria-current="page"]')?.textContent).toBe('Home');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close the menu');
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the menu' }));
  });

  it('DingTalk on a PC at tablet width: the drawer, not the tab bar', () => {
    atWidth(768);
    inHost('dingtalk', 'pc');
    mount('home');
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeTruthy();
    expect(document.documentElement.classList.contains('lp-has-tab-bar')).toBe(false);
  });
});

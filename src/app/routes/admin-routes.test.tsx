import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '../layout/admin-nav';
import { i18n } from '../../lib/i18n';
import { AdminHomePage, AdminLayout } from '../../features/admin';

afterEach(cleanup);

function mount(isAdministrator: boolean, at = '/admin') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<AdminLayout entries={ADMIN_NAV} isAdministrator={isAdministrator} />}>
          <Route path="/admin" element={<AdminHomePage entries={ADMIN_NAV} />} />
          <Route path="/admin/approvals" element={<h1>Approvals page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the administrators’ layout', () => {
  it('tells a learner they have no administrator rights and shows no admin page or menu', async () => {
    await i18n.changeLanguage('en_us');
    mount(false, '/admin/approvals');
    expect(screen.getByRole('heading', { level: 1, name: 'You have no administrator rights' })).toBeTruthy();
    expect(screen.queryByText('Approvals page')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Administration menu' })).toBeNull();
  });

  it('says so in Chinese too', async () => {
    await i18n.changeLanguage('zh_hant');
    mount(false);
    expect(screen.getByRole('heading', { level: 1, name: '你沒有管理員權限' })).toBeTruthy();
    await i18n.changeLanguage('zh_cn');
    cleanup();
    mount(false);
    expect(screen.getByRole('heading', { level: 1, name: '你没有管理员权限' })).toBeTruthy();
  });

  it('shows an administrator the menu with the current section marked, and a tile per section', async () => {
    await i18n.changeLanguage('en_us');
    mount(true, '/admin');
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(ADMIN_NAV.map((entry) => entry.path));
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Overview');
    const tiles = screen.getAllByRole('link').filter((a) => a.className.includes('lp-admin-tile'));
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(ADMIN_NAV.slice(1).map((entry) => entry.path));
  });

  it('marks only the section open, not the overview, below /admin', async () => {
    await i18n.changeLanguage('en_us');
    mount(true, '/admin/approvals');
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Approvals');
    expect(screen.getByText('Approvals page')).toBeTruthy();
  });
});

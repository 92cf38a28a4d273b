import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAdapter, setHostAdapter } from '../../../../host-adapters';
import { initI18n } from '../../../lib/i18n';
import { AdminSwitchLink, adminSwitchUrl, isAdministrator } from './admin-switch-link';

const base = {
  userid: '7',
  token: 't',
  username: 'Chen',
  image: '',
  type: 2,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};

afterEach(() => {
  cleanup();
  setHostAdapter(null);
});

describe('the admin switch (spec 000 §2, §6)', () => {
  it('is for signed-in user types 2, 3 and 4 whose isdeleteadmin is not 1', () => {
    expect([1, 2, 3, 4, 5].map((type) => isAdministrator({ ...base, type }))).toEqual([false, true, true, true, false]);
    expect(isAdministrator({ ...base, isdeleteadmin: 1 })).toBe(false);
    expect(isAdministrator({ ...base, token: '' })).toBe(false);
  });

  it('builds the gateway path on the api base', () => {
    expect(adminSwitchUrl('', 1, 2)).toBe('/admin.php/login/select/eid/1/type/2');
    expect(adminSwitchUrl('https://gw.example.com/', 9, 4)).toBe(
      'https://gw.example.com/admin.php/login/select/eid/9/type/4',
    );
  });

  it('opens the gateway through the host navigation, and is absent for learners', () => {
    initI18n('en_us');
    const openExternal = vi.fn();
    setHostAdapter({ ...createBrowserAdapter(), navigation: { ...createBrowserAdapter().navigation, openExternal } });
    const { rerender } = render(<AdminSwitchLink user={{ ...base, type: 3 }} eid={1} apiBase="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Admin console' }));
    expect(openExternal).toHaveBeenCalledWith('/admin.php/login/select/eid/1/type/3');
    rerender(<AdminSwitchLink user={{ ...base, type: 1 }} eid={1} apiBase="" />);
    expect(screen.queryByRole('button', { name: 'Admin console' })).toBeNull();
  });
});

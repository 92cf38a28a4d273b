import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_TYPES, type UserInfo } from '../../../../protocol';
import { getHostAdapter } from '../../../../host-adapters';
import { isSignedIn } from '../../../lib/user-info';

export interface AdminSwitchLinkProps {
  user: UserInfo;
  eid: number;
  /** The gateway base of the runtime config; empty = this server. */
  apiBase: string;
}

/** Spec 000 §6: administrators are user types 2, 3, 4 whose isdeleteadmin is not 1. */
export function isAdministrator(user: UserInfo): boolean {
  return isSignedIn(user) && ADMIN_USER_TYPES.includes(user.type) && user.isdeleteadmin !== 1;
}

/** Spec 000 §2's admin login switch: the gateway path /admin.php/login/select/eid/{eid}/type/{type}. */
export function adminSwitchUrl(apiBase: string, eid: number, type: number): string {
  return `${apiBase.replace(/\/+$/, '')}/admin.php/login/select/eid/${eid}/type/${type}`;
}

/** The header's "Administration" entry; it leaves the portal the host's way (new tab in a browser). */
export function AdminSwitchLink({ user, eid, apiBase }: AdminSwitchLinkProps) {
  const { t } = useTranslation('account');
  if (!isAdministrator(user)) return null;
  return (
    <Button
      type="text"
      size="small"
      className="lp-admin-switch"
      onClick={() => getHostAdapter().navigation.openExternal(adminSwitchUrl(apiBase, eid, user.type))}
    >
      {t('admin.link')}
    </Button>
  );
}

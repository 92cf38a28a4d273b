import type { EnterpriseChoice, EnterpriseChoiceStatus, PortalItem } from '../../../protocol';
import type { Enterprise, User, UserPortal } from '../../db/schema';

/** Why the person cannot enter an enterprise, most fundamental first; 'active' when they can. */
export function choiceStatus(enterprise: Enterprise, account: User, now: number): EnterpriseChoiceStatus {
  if (enterprise.deleted === 1) return 'closed';
  if (enterprise.locked === 1) return 'locked';
  if (enterprise.expires_at <= now) return 'expired';
  if (account.locked === 1 || account.blocked === 1) return 'account_locked';
  return 'active';
}

export function presentEnterpriseChoice(
  enterprise: Enterprise,
  account: User,
  currentEid: number,
  now: number,
): EnterpriseChoice {
  return {
    eid: enterprise.id,
    enterpriseName: enterprise.name,
    logo: enterprise.link_icon,
    themeColor: enterprise.theme_color,
    hoverColor: enterprise.hover_color,
    status: choiceStatus(enterprise, account, now),
    current: enterprise.id === currentEid,
    username: account.username,
  };
}

export function presentPortal(portal: UserPortal, selectedId: number | null): PortalItem {
  return {
    portalId: portal.id,
    portalName: portal.name,
    themeColor: portal.theme_color,
    hoverColor: portal.hover_color,
    switchStatus: portal.switch_status,
    selected: portal.id === selectedId,
  };
}

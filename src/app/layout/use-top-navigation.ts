import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '../../../protocol';
import { api } from '../../lib/api-client';
import { useEnterprise } from '../../features/session';
import { DEFAULT_NAV } from './default-nav';

/**
 * Read here rather than through features/home: the header is in the start-up chunk, and the home
 * feature's pages must not be pulled into it. Quiet: on failure the default menu simply stays.
 */
async function getNavigation(): Promise<NavigationItem[]> {
  // The declaration (and zod) loads with the first read, not with the start-up chunk.
  const { navigationCall } = await import('../../../protocol/calls/home');
  return (await api.request(navigationCall, {}, { quiet: true })).list;
}

export interface TopNavigationEntry {
  key: string;
  label: string;
  to: string;
}

/**
 * The header's main menu: the enterprise's own (apiHomePage/NavigationTop) when it set one, the
 * default menu while it loads, when it failed, or when it is empty. Entries keep the route area
 * as key, so the current area is marked and red points attach. Outside addresses are left out:
 * the header's menu is router links only (decision 0023).
 */
export function useTopNavigation(): TopNavigationEntry[] {
  const enterprise = useEnterprise();
  const { t: title, i18n } = useTranslation('routes');
  const eid = enterprise?.eid ?? 0;
  const query = useQuery({
    queryKey: ['home', `${eid}:${i18n.language}`, 'navigation'],
    queryFn: getNavigation,
    enabled: eid > 0,
    staleTime: 5 * 60_000,
  });
  // The points mall (and its lottery) only while the enterprise's mall switch is on (spec 000 §3).
  const mallOpen = enterprise?.you_fen_mall_switch === 'Y';
  const shown = (key: string) => mallOpen || key !== 'mall';
  const own = (query.data ?? []).filter((item) => item.external === 'N' && item.path.startsWith('/'));
  if (own.length > 0) {
    const seen = new Set<string>();
    // Two entries of one area would share a React key: keep the first.
    return own
      .filter((item) => shown(item.menuKey) && !seen.has(item.menuKey) && seen.add(item.menuKey))
      .map((item) => ({ key: item.menuKey, label: item.title, to: item.path }));
  }
  return DEFAULT_NAV.filter((item) => shown(item.key)).map((item) => ({
    key: item.key,
    label: title(item.title),
    to: item.to,
  }));
}

import type { EnterpriseConfig, UserInfo } from '../../../../protocol';
import { selectIsLoggedIn, useSessionStore } from '../stores/session-store';

export function useEnterprise(): EnterpriseConfig | null {
  return useSessionStore((state) => state.enterprise);
}

export function useCurrentUser(): UserInfo {
  return useSessionStore((state) => state.user);
}

export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}

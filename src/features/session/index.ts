/** The session feature's public face: app load, enterprise configuration, the signed-in user. */
export { AppLoadGate } from './components/app-load-gate';
export { useCurrentUser, useEnterprise, useIsLoggedIn } from './hooks/use-session';
export {
  INIT_RELOADED_KEY,
  selectEid,
  selectIsLoggedIn,
  sessionCallContext,
  useSessionStore,
  type EnterpriseRefusal,
  type LoadState,
  type SessionState,
} from './stores/session-store';
export { resolveStartup, resolveStartupEid } from './startup-eid';
export { getUserInfo } from './api/get-user-info';
// Its own file: only the course page uses it, so it stays out of the start-up chunk.
export { getEnterpriseAsVisitor } from './api/get-visitor-enterprise';
export { sessionKeys } from './api/query-keys';

import type { EnterpriseConfig, UserInfo } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { readStored, safeJsonParse, writeStored } from '../../../lib/storage';
import { isSignedIn } from '../../../lib/user-info';
import { DEFAULT_ENTERPRISE } from '../api/get-enterprise';

/**
 * An offline start (decision 0036): the service worker opens the portal without a network, but the
 * init call cannot be answered, and spec 000 §4 would reload and then show the init error. For a
 * signed-in member whose browser says it is offline, the enterprise as last read for them stands
 * in instead, so the page they reloaded (an exam paper, say) opens; the next `online` re-reads it.
 */
const COPY_KEY = 'lp:enterprise-copy';

/** After each init answer: the enterprise as this member sees it (not a secret: the portal shows it). */
export function keepEnterpriseCopy(enterprise: EnterpriseConfig, user: UserInfo): void {
  if (isSignedIn(user)) writeStored('local', COPY_KEY, JSON.stringify({ userid: user.userid, enterprise }));
}

/** The enterprise to start with offline, or null: a failure of another kind goes the usual way. */
export function offlineEnterprise(error: unknown, startupEid: number, user: UserInfo): EnterpriseConfig | null {
  if (navigator.onLine !== false || !isApiError(error) || error.kind !== 'network' || !isSignedIn(user)) return null;
  const copy = safeJsonParse<{ userid?: unknown; enterprise?: Partial<EnterpriseConfig> } | null>(
    readStored('local', COPY_KEY),
    null,
  );
  const enterprise = copy?.userid === user.userid ? copy.enterprise : undefined;
  if (typeof enterprise !== 'object' || enterprise === null) return null;
  if (startupEid !== 0 && enterprise.eid !== startupEid) return null;
  // An older build's copy may lack fields this one reads.
  return { ...DEFAULT_ENTERPRISE, ...enterprise };
}

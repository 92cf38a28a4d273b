import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { clearAllowance, giveBack, takeAllowance, type LimitRule } from '../../lib/limits';
import { AppError } from '../../pipeline/app-error';

/** The two counters every sign-in attempt takes a unit from (decision 0034). */
export interface SignInRules {
  account: LimitRule;
  address: LimitRule;
}

export function signInRules(
  config: Pick<ServerConfig, 'loginAttemptLimit' | 'loginAddressAttemptLimit' | 'loginAttemptWindowMs'>,
): SignInRules {
  return {
    account: { scope: 'sign-in:account', limit: config.loginAttemptLimit, windowMs: config.loginAttemptWindowMs },
    address: {
      scope: 'sign-in:address',
      limit: config.loginAddressAttemptLimit,
      windowMs: config.loginAttemptWindowMs,
    },
  };
}

/**
 * Check credentials under the sign-in limits. The attempt takes a unit from its account's counter
 * (this enterprise's account or phone) AND from its address's counter (every enterprise's
 * attempts from that address) BEFORE the credentials are checked, so a burst cannot check more
 * than the limit's worth, and either counter being full refuses, right password or not.
 * A failure that `counts` keeps both units; success clears the account's counter (its owner
 * proved who they are) and gives the address's unit back; any other refusal (enterprise expired,
 * method off) gives both back.
 */
export async function underSignInLimits<T>(
  db: Kysely<Database>,
  input: { rules: SignInRules; account: string; ip: string; now: number },
  check: () => Promise<T>,
  counts: (error: unknown) => boolean,
): Promise<T> {
  const account = { rule: input.rules.account, subject: input.account };
  const address = { rule: input.rules.address, subject: input.ip };
  const allowance = await takeAllowance(db, [account, address], input.now);
  if (!allowance.ok) throw new AppError(ErrorCode.RATE_LIMITED);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (!counts(error)) await giveBack(db, allowance.taken);
    throw error;
  }
  await clearAllowance(db, account);
  await giveBack(
    db,
    allowance.taken.filter((taken) => taken.key === address),
  );
  return result;
}

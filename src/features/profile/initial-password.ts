import type { UserInfo } from '../../../protocol';

/** Where a signed-in user with the initial password must change it; they may still reach these pages. */
export const INITIAL_PASSWORD_PAGE = '/editor/resetpassword';
const ALLOWED = [INITIAL_PASSWORD_PAGE, '/login', '/prompt'];

/**
 * Decision 0005: while getUserInfo says initialPassword 'Y', every page but the password page,
 * sign-in and the prompt page leads to /editor/resetpassword?type=initial. Null: stay.
 */
export function initialPasswordRedirect(
  user: Pick<UserInfo, 'userid' | 'token' | 'initialPassword'>,
  pathname: string,
): string | null {
  if (!user.userid || !user.token || user.initialPassword !== 'Y') return null;
  if (ALLOWED.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return `${INITIAL_PASSWORD_PAGE}?type=initial`;
}

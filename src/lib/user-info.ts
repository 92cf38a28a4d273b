import type { UserInfo } from '../../protocol';

/** User state of a visitor (spec 000 §4: "user state resets to defaults"). */
export const DEFAULT_USER_INFO: UserInfo = {
  userid: '',
  token: '',
  username: '',
  image: '',
  type: 0,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Read user info leniently: cookies written by older versions and gateways that send ids
 * as numbers must still yield a usable value. Anything that is not an object is null.
 */
export function toUserInfo(raw: unknown): UserInfo | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  return {
    userid: text(r.userid),
    token: text(r.token),
    username: text(r.username),
    image: text(r.image),
    type: num(r.type),
    isdeleteadmin: num(r.isdeleteadmin),
    score: num(r.score),
    credit: num(r.credit),
    weixin_UserId: text(r.weixin_UserId),
    // Only when the gateway says: the initial-password gate (decision 0005) reads it.
    ...(r.initialPassword === 'Y' || r.initialPassword === 'N' ? { initialPassword: r.initialPassword } : {}),
  };
}

/** Spec 000 §4: logged in means both userid and token are present. */
export function isSignedIn(user: Pick<UserInfo, 'userid' | 'token'> | null | undefined): boolean {
  return Boolean(user && user.userid && user.token);
}

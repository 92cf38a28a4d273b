import type { UserInfo } from '../../protocol';
import type { User } from '../db/schema';

/** The user-info shape of spec 000 §3. Rows are never sent as they are (no hashes, no flags). */
export function presentUser(user: User, token: string): UserInfo {
  return {
    userid: String(user.id),
    token,
    username: user.username,
    image: user.image,
    type: user.type,
    isdeleteadmin: user.isdeleteadmin,
    score: user.score,
    credit: user.credit,
    weixin_UserId: user.weixin_user_id,
    // Y until the user replaces the initial password an administrator gave them (decision 0005).
    initialPassword: user.must_change_password === 1 ? 'Y' : 'N',
  };
}

/**
 * What a call that opens a session answers (sign-in, sign-up, switch, SSO): the new user info,
 * in `data` and in the envelope's `userinfo`.
 */
export function signedInResult({ user, token }: { user: User; token: string }): { data: UserInfo; userinfo: UserInfo } {
  const info = presentUser(user, token);
  return { data: info, userinfo: info };
}

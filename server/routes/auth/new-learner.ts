import type { NewUser } from '../../db/schema';

/**
 * The row of an account a person creates for themselves (sign-up, joining a public organisation):
 * an ordinary learner with no points, no host bindings and nothing an administrator decides.
 */
export function newLearner(
  fields: Pick<
    NewUser,
    'eid' | 'account' | 'password_hash' | 'username' | 'phone' | 'phone_verified_at' | 'created_at'
  > &
    Partial<Pick<NewUser, 'image' | 'email' | 'language'>>,
): NewUser {
  return {
    image: '',
    email: '',
    language: 'auto',
    type: 1,
    isdeleteadmin: 0,
    score: 0,
    credit: 0,
    weixin_user_id: '',
    dingtalk_user_id: '',
    department: '',
    locked: 0,
    selected_portal_id: null,
    ...fields,
  };
}

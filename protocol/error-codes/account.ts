import type { Language } from '../constants';

/** The account's own state refusing work (in the profile range 42220-42239, decision 0005). */
export const ACCOUNT_ERROR_CODES = {
  /**
   * The user still has the initial password an administrator gave them: every call but the shell's,
   * the profile read and the password change is refused until it is changed (issue 18 item 8).
   * The portal opens /editor/resetpassword?type=initial.
   */
  INITIAL_PASSWORD_REQUIRED: 42228,
} as const;

export const ACCOUNT_ERROR_MESSAGES: Record<keyof typeof ACCOUNT_ERROR_CODES, Record<Language, string>> = {
  INITIAL_PASSWORD_REQUIRED: {
    zh_cn: '请先修改初始密码',
    zh_hant: '請先修改初始密碼',
    en_us: 'Change your initial password first.',
  },
};

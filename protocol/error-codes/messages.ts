import type { Language } from '../constants';

/** The message centre (42470-42489, decision 0022). */
export const MESSAGE_ERROR_CODES = {
  /** The enterprise turned admin messages off (adminMessageShow N). */
  ADMIN_MESSAGES_HIDDEN: 42470,
  /** The course cannot be assigned now (off the shelf, deleted, draft, or not yet usable). */
  COURSE_NOT_ASSIGNABLE: 42471,
} as const;

export const MESSAGE_ERROR_MESSAGES: Record<keyof typeof MESSAGE_ERROR_CODES, Record<Language, string>> = {
  ADMIN_MESSAGES_HIDDEN: {
    zh_cn: '企业未开放管理员消息',
    zh_hant: '企業未開放管理員消息',
    en_us: 'Administrator messages are turned off for this organisation',
  },
  COURSE_NOT_ASSIGNABLE: {
    zh_cn: '该课程当前不可指派',
    zh_hant: '該課程目前不可指派',
    en_us: 'This course cannot be assigned right now',
  },
};

import type { Language } from '../constants';
import type { ErrorKey } from '../errors';

/** The profile and its uploads (decision 0005). */
export const PROFILE_ERROR_MESSAGES = {
  OLD_PASSWORD_WRONG: {
    zh_cn: '当前密码不正确',
    zh_hant: '目前密碼不正確',
    en_us: 'The current password is incorrect.',
  },
  PASSWORD_UNCHANGED: {
    zh_cn: '新密码不能与当前密码相同',
    zh_hant: '新密碼不能與目前密碼相同',
    en_us: 'The new password must differ from the current one.',
  },
  PHONE_UNCHANGED: {
    zh_cn: '新手机号不能与原手机号相同',
    zh_hant: '新手機號碼不能與原手機號碼相同',
    en_us: 'The new phone number must differ from the current one.',
  },
  PHONE_IN_USE: {
    zh_cn: '该手机号已被本组织其他账号使用',
    zh_hant: '該手機號碼已被本組織其他帳號使用',
    en_us: 'This phone number is already registered to another account in this organisation.',
  },
  DEPARTMENT_NOT_FOUND: {
    zh_cn: '所选部门不存在',
    zh_hant: '所選部門不存在',
    en_us: 'The chosen department does not exist.',
  },
  UPLOAD_TOO_LARGE: {
    zh_cn: '文件过大，图片不能超过 5M',
    zh_hant: '檔案過大，圖片不能超過 5M',
    en_us: 'The file is too large. Images may be at most 5 MB.',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    zh_cn: '文件类型不合法，请上传 PNG、JPG、GIF 或 WebP 图片',
    zh_hant: '檔案類型不合法，請上傳 PNG、JPG、GIF 或 WebP 圖片',
    en_us: 'This file type is not allowed. Please upload a PNG, JPG, GIF or WebP image.',
  },
  UPLOAD_MISSING: {
    zh_cn: '上传失败或中断，请重新上传',
    zh_hant: '上傳失敗或中斷，請重新上傳',
    en_us: 'The upload failed or was interrupted. Please upload again.',
  },
} satisfies Partial<Record<ErrorKey, Record<Language, string>>>;

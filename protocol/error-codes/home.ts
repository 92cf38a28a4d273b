import type { Language } from '../constants';

/** The home page (42490-42499, decision 0023). */
export const HOME_ERROR_CODES = {
  /** The client log upload's batch is not a JSON list of valid entries. */
  LOG_BATCH_INVALID: 42490,
  /** Too many log uploads from one client in the window. */
  LOG_UPLOAD_TOO_FREQUENT: 42491,
  /** Too many partnership enquiries from one address in the window. */
  ENQUIRY_TOO_FREQUENT: 42492,
} as const;

export const HOME_ERROR_MESSAGES: Record<keyof typeof HOME_ERROR_CODES, Record<Language, string>> = {
  LOG_BATCH_INVALID: {
    zh_cn: '日志内容格式不正确',
    zh_hant: '日誌內容格式不正確',
    en_us: 'The log batch is not in the expected format',
  },
  LOG_UPLOAD_TOO_FREQUENT: {
    zh_cn: '日志上传过于频繁，请稍后再试',
    zh_hant: '日誌上傳過於頻繁，請稍後再試',
    en_us: 'Logs are being uploaded too often; please try again later',
  },
  ENQUIRY_TOO_FREQUENT: {
    zh_cn: '提交过于频繁，请稍后再试',
    zh_hant: '提交過於頻繁，請稍後再試',
    en_us: 'Too many enquiries; please try again later',
  },
};

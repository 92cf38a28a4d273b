import type { Language } from '../constants';

/** Micro-course upload, drafts, transcoding, review (42430-42449). */
export const MICRO_COURSE_ERROR_CODES = {
  /** The micro-course is being transcoded, reviewed or is published: it cannot be changed or deleted now. */
  MICRO_COURSE_NOT_EDITABLE: 42430,
  /** Submit needs a title, a category, chapters and a finished file for each; `data.problem` names what is missing. */
  MICRO_COURSE_INCOMPLETE: 42431,
  /** A chapter name is over the enterprise's limit (`data.max`). */
  MICRO_CHAPTER_NAME_TOO_LONG: 42432,
  /** The file is over its kind's limit, or the course's files together over 3GB (`data.maxBytes`). */
  MICRO_UPLOAD_TOO_LARGE: 42433,
  /** The file's bytes are not of a type accepted for its kind (`data.accepted`). */
  MICRO_UPLOAD_TYPE_NOT_ALLOWED: 42434,
  /** Chunks go in order; `data.nextIndex` is the one to send. */
  MICRO_UPLOAD_CHUNK_OUT_OF_ORDER: 42435,
  /** A chunk must be exactly `data.expectedBytes` long (the last one the remainder). */
  MICRO_UPLOAD_CHUNK_SIZE_WRONG: 42436,
  /** Complete before every chunk arrived, or a chapter names an unfinished upload. */
  MICRO_UPLOAD_NOT_COMPLETE: 42437,
  /** Only a micro-course under review can be approved or rejected. */
  MICRO_REVIEW_NOT_PENDING: 42438,
  /** Spec 001 §7: non-administrators are told they have no administrator rights. */
  MICRO_NOT_ADMINISTRATOR: 42439,
} as const;

export const MICRO_COURSE_ERROR_MESSAGES: Record<keyof typeof MICRO_COURSE_ERROR_CODES, Record<Language, string>> = {
  MICRO_COURSE_NOT_EDITABLE: {
    zh_cn: '微课正在转码、审核中或已发布，当前不能修改或删除',
    zh_hant: '微課正在轉碼、審核中或已發佈，目前不能修改或刪除',
    en_us: 'This micro-course is being transcoded, reviewed or is published, so it cannot be changed or deleted now.',
  },
  MICRO_COURSE_INCOMPLETE: {
    zh_cn: '请填写标题、选择分类，并为每个章节上传文件后再提交',
    zh_hant: '請填寫標題、選擇分類，並為每個章節上傳檔案後再提交',
    en_us: 'Add a title, a category and a finished file for every chapter before submitting.',
  },
  MICRO_CHAPTER_NAME_TOO_LONG: { zh_cn: '章节名称过长', zh_hant: '章節名稱過長', en_us: 'A chapter name is too long.' },
  MICRO_UPLOAD_TOO_LARGE: {
    zh_cn: '文件过大：图片不能超过 5M，视频、音频或文件不能超过 1.5G，一门微课的文件合计不能超过 3GB',
    zh_hant: '檔案過大：圖片不能超過 5M，影片、音訊或檔案不能超過 1.5G，一門微課的檔案合計不能超過 3GB',
    en_us:
      'The file is too large: images up to 5 MB, video, audio or files up to 1.5 GB, and 3 GB for all files of one micro-course.',
  },
  MICRO_UPLOAD_TYPE_NOT_ALLOWED: {
    zh_cn: '文件类型不合法或格式错误，请重新选择',
    zh_hant: '檔案類型不合法或格式錯誤，請重新選擇',
    en_us: 'This file type is not allowed or the file is in the wrong format. Please choose another file.',
  },
  MICRO_UPLOAD_CHUNK_OUT_OF_ORDER: {
    zh_cn: '上传中断，请继续上传',
    zh_hant: '上傳中斷，請繼續上傳',
    en_us: 'The upload was interrupted. Please resume it.',
  },
  MICRO_UPLOAD_CHUNK_SIZE_WRONG: {
    zh_cn: '上传失败，文件分片大小不正确',
    zh_hant: '上傳失敗，檔案分片大小不正確',
    en_us: 'The upload failed: a part of the file has the wrong size.',
  },
  MICRO_UPLOAD_NOT_COMPLETE: {
    zh_cn: '文件尚未上传完成',
    zh_hant: '檔案尚未上傳完成',
    en_us: 'The file has not finished uploading.',
  },
  MICRO_REVIEW_NOT_PENDING: {
    zh_cn: '该微课不在待审核状态',
    zh_hant: '該微課不在待審核狀態',
    en_us: 'This micro-course is not waiting for review.',
  },
  MICRO_NOT_ADMINISTRATOR: {
    zh_cn: '您没有管理员权限',
    zh_hant: '您沒有管理員權限',
    en_us: 'You have no administrator rights.',
  },
};

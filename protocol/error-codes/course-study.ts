import type { Language } from '../constants';

/** Studying chapters: media, heartbeats, SCORM (42350-42379). */
export const COURSE_STUDY_ERROR_CODES = {
  /** The course (or the learner's personal purchase of it) has expired: buy again or contact the admin. */
  STUDY_COURSE_EXPIRED: 42350,
  /** A paid course the learner has not bought (`data.personalPurchase` false: only an admin can buy it). */
  STUDY_NOT_PURCHASED: 42351,
  /** The course is only for some people, and the learner is not one of them. */
  STUDY_NOT_VISIBLE: 42352,
  /** The course was deleted or taken off the shelf. */
  STUDY_COURSE_UNAVAILABLE: 42353,
  /** The course's media could not be transcoded. */
  STUDY_TRANSCODE_FAILED: 42354,
  /** `courses.max_viewers` learners are studying it right now. */
  STUDY_MAX_VIEWERS: 42355,
  /** The learner is already studying in another window or tab (`data.courseId`, `data.title`). */
  STUDY_MULTI_WINDOW: 42356,
  /** A sequential course: an earlier chapter is not finished (`data.chapterId` names it). */
  STUDY_SEQUENTIAL_REQUIRED: 42357,
  /** The study session ended (taken over by another window, or gone quiet too long): start again. */
  STUDY_SESSION_ENDED: 42358,
  /** The chapter cannot be marked finished yet: not enough credited study time. */
  STUDY_NOT_FINISHED: 42359,
  /** The chapter has no media address of that kind (e.g. a video address asked for a text chapter). */
  STUDY_MEDIA_UNAVAILABLE: 42360,
  /** A document preview token that is forged, expired or for someone else. */
  STUDY_PREVIEW_TOKEN_INVALID: 42361,
} as const;

export const COURSE_STUDY_ERROR_MESSAGES: Record<keyof typeof COURSE_STUDY_ERROR_CODES, Record<Language, string>> = {
  STUDY_COURSE_EXPIRED: {
    zh_cn: '课程已过期，请重新购买或联系管理员',
    zh_hant: '課程已過期，請重新購買或聯絡管理員',
    en_us: 'This course has expired. Buy it again or contact your administrator.',
  },
  STUDY_NOT_PURCHASED: {
    zh_cn: '请先购买课程再学习',
    zh_hant: '請先購買課程再學習',
    en_us: 'Buy this course before studying it.',
  },
  STUDY_NOT_VISIBLE: {
    zh_cn: '您没有查看此课程的权限',
    zh_hant: '您沒有檢視此課程的權限',
    en_us: 'You do not have access to this course.',
  },
  STUDY_COURSE_UNAVAILABLE: {
    zh_cn: '课程内容已删除或已下架',
    zh_hant: '課程內容已刪除或已下架',
    en_us: 'This course was deleted or taken off the shelf.',
  },
  STUDY_TRANSCODE_FAILED: {
    zh_cn: '课程转码失败，暂时无法学习',
    zh_hant: '課程轉碼失敗，暫時無法學習',
    en_us: 'This course could not be transcoded and cannot be studied yet.',
  },
  STUDY_MAX_VIEWERS: {
    zh_cn: '当前学习人数已达上限，请稍后再试',
    zh_hant: '目前學習人數已達上限，請稍後再試',
    en_us: 'The maximum number of learners are studying this course. Try again later.',
  },
  STUDY_MULTI_WINDOW: {
    zh_cn: '您正在其他窗口学习，不支持多窗口同时学习',
    zh_hant: '您正在其他視窗學習，不支援多視窗同時學習',
    en_us: 'You are studying in another window. Studying in several windows at once is not allowed.',
  },
  STUDY_SEQUENTIAL_REQUIRED: {
    zh_cn: '请按顺序学习，先完成前面的章节',
    zh_hant: '請按順序學習，先完成前面的章節',
    en_us: 'Study the chapters in order: finish the earlier chapter first.',
  },
  STUDY_SESSION_ENDED: {
    zh_cn: '学习已在其他窗口继续或已超时，请刷新页面',
    zh_hant: '學習已在其他視窗繼續或已逾時，請重新整理頁面',
    en_us: 'Your study continued elsewhere or timed out. Refresh the page.',
  },
  STUDY_NOT_FINISHED: {
    zh_cn: '学习时长不足，暂不能完成本章节',
    zh_hant: '學習時長不足，暫不能完成本章節',
    en_us: 'You have not studied this chapter long enough to finish it.',
  },
  STUDY_MEDIA_UNAVAILABLE: {
    zh_cn: '视频地址获取失败',
    zh_hant: '影片位址取得失敗',
    en_us: 'The video address could not be fetched.',
  },
  STUDY_PREVIEW_TOKEN_INVALID: {
    zh_cn: '文档预览链接无效或已过期',
    zh_hant: '文件預覽連結無效或已過期',
    en_us: 'The document preview link is invalid or has expired.',
  },
};

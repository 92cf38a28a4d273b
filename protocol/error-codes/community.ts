import type { Language } from '../constants';

/** Community topics and Q&A (43700-43729, decision 0049). */
export const COMMUNITY_ERROR_CODES = {
  /** A question needs a title; a topic needs a title, text or a file. */
  COMMUNITY_POST_EMPTY: 43700,
  /** The title is longer than allowed (`data.max`: 100 for a topic, 3000 for a question). */
  COMMUNITY_POST_TITLE_TOO_LONG: 43701,
  /** The text is longer than allowed (`data.max`). */
  COMMUNITY_POST_CONTENT_TOO_LONG: 43702,
  /** More than 9 images, or more than one video or audio (`data.max`, `data.kind`). */
  COMMUNITY_POST_TOO_MANY_FILES: 43703,
  /** An upload that is not the caller's, not finished, or not an image, video or audio. */
  COMMUNITY_POST_FILE_INVALID: 43704,
  /** More than 10 people invited. */
  COMMUNITY_POST_TOO_MANY_INVITES: 43705,
  /** Only the creator or a super administrator may remind all staff. */
  COMMUNITY_REMIND_ALL_NOT_ALLOWED: 43706,
  /** The question is resolved or closed: no edits, answers or adoption any more. */
  COMMUNITY_QUESTION_LOCKED: 43707,
  /** A user cannot answer their own question. */
  COMMUNITY_CANNOT_ANSWER_OWN: 43708,
  /** Only the asker adopts, and only a visible answer of someone else to this question. */
  COMMUNITY_ADOPT_NOT_ALLOWED: 43709,
  /** Only the author (or an administrator) may change or delete this. */
  COMMUNITY_NOT_YOUR_POST: 43710,
  /** The comment or answer is longer than allowed (`data.max`). */
  COMMUNITY_COMMENT_TOO_LONG: 43711,
  /** The caller already reported this post. */
  COMMUNITY_ALREADY_REPORTED: 43712,
  /** The post was deleted. */
  COMMUNITY_POST_DELETED: 43713,
  /** A named person is not a member of the enterprise. */
  COMMUNITY_MEMBER_UNKNOWN: 43714,
  /** The item is not waiting for review (already decided). */
  COMMUNITY_REVIEW_NOT_PENDING: 43715,
  /** The post is waiting for review: no answers or comments yet. */
  COMMUNITY_POST_IN_REVIEW: 43716,
} as const;

type Messages = Record<keyof typeof COMMUNITY_ERROR_CODES, Record<Language, string>>;

export const COMMUNITY_ERROR_MESSAGES: Messages = {
  COMMUNITY_POST_EMPTY: {
    zh_cn: '请填写标题或内容',
    zh_hant: '請填寫標題或內容',
    en_us: 'Please enter a title or some content.',
  },
  COMMUNITY_POST_TITLE_TOO_LONG: {
    zh_cn: '标题字数超出限制',
    zh_hant: '標題字數超出限制',
    en_us: 'The title is longer than allowed.',
  },
  COMMUNITY_POST_CONTENT_TOO_LONG: {
    zh_cn: '内容字数超出限制',
    zh_hant: '內容字數超出限制',
    en_us: 'The content is longer than allowed.',
  },
  COMMUNITY_POST_TOO_MANY_FILES: {
    zh_cn: '最多上传 9 张图片和 1 个视频或音频',
    zh_hant: '最多上傳 9 張圖片和 1 個影片或音訊',
    en_us: 'A post holds up to 9 images and one video or audio.',
  },
  COMMUNITY_POST_FILE_INVALID: {
    zh_cn: '文件无效，请重新上传',
    zh_hant: '檔案無效，請重新上傳',
    en_us: 'A file is not valid. Please upload it again.',
  },
  COMMUNITY_POST_TOO_MANY_INVITES: {
    zh_cn: '最多邀请 10 人',
    zh_hant: '最多邀請 10 人',
    en_us: 'You can invite at most 10 people.',
  },
  COMMUNITY_REMIND_ALL_NOT_ALLOWED: {
    zh_cn: '只有创建者或超级管理员可以提醒全员',
    zh_hant: '只有建立者或超級管理員可以提醒全員',
    en_us: 'Only the creator or a super administrator can remind all staff.',
  },
  COMMUNITY_QUESTION_LOCKED: {
    zh_cn: '问题已解决或已关闭，不能再修改',
    zh_hant: '問題已解決或已關閉，不能再修改',
    en_us: 'This question is resolved or closed and can no longer change.',
  },
  COMMUNITY_CANNOT_ANSWER_OWN: {
    zh_cn: '不能回答自己的问题',
    zh_hant: '不能回答自己的問題',
    en_us: 'You cannot answer your own question.',
  },
  COMMUNITY_ADOPT_NOT_ALLOWED: {
    zh_cn: '无法采纳该回答',
    zh_hant: '無法採納該回答',
    en_us: 'This answer cannot be adopted.',
  },
  COMMUNITY_NOT_YOUR_POST: {
    zh_cn: '只有作者或管理员可以操作',
    zh_hant: '只有作者或管理員可以操作',
    en_us: 'Only the author or an administrator can do this.',
  },
  COMMUNITY_COMMENT_TOO_LONG: {
    zh_cn: '字数超出限制',
    zh_hant: '字數超出限制',
    en_us: 'The text is longer than allowed.',
  },
  COMMUNITY_ALREADY_REPORTED: {
    zh_cn: '你已举报过该内容',
    zh_hant: '你已檢舉過該內容',
    en_us: 'You have already reported this post.',
  },
  COMMUNITY_POST_DELETED: {
    zh_cn: '该内容已被删除',
    zh_hant: '該內容已被刪除',
    en_us: 'This post has been deleted.',
  },
  COMMUNITY_MEMBER_UNKNOWN: {
    zh_cn: '所选人员不在本组织中',
    zh_hant: '所選人員不在本組織中',
    en_us: 'A selected person is not a member of this organisation.',
  },
  COMMUNITY_REVIEW_NOT_PENDING: {
    zh_cn: '该内容已审核',
    zh_hant: '該內容已審核',
    en_us: 'This item has already been reviewed.',
  },
  COMMUNITY_POST_IN_REVIEW: {
    zh_cn: '内容审核中，暂不能回复',
    zh_hant: '內容審核中，暫不能回覆',
    en_us: 'This post is waiting for review. Replies open once it is approved.',
  },
};

import type { Language } from '../constants';

/** Meetings (43920-43939, issue 26 item 5, decision 0052). */
export const MEETING_ERROR_CODES = {
  /** Spec 001 §5's start/end time message (see decision 0052 for its wording). */
  MEETING_TIME_ORDER: 43920,
  /** Spec 001 §9: 10 hosts. */
  MEETING_TOO_MANY_HOSTS: 43921,
  /** Spec 001 §9: 300 members. */
  MEETING_TOO_MANY_MEMBERS: 43922,
  /** Spec 001 §5: the initiator must be within the app's visible scope. */
  MEETING_INITIATOR_OUT_OF_SCOPE: 43923,
  /** Spec 001 §5: 4-6 digits. */
  MEETING_PASSWORD_FORMAT: 43924,
  /** A chosen member is not a member of this organisation. */
  MEETING_MEMBER_UNKNOWN: 43925,
} as const;

type Messages = Record<keyof typeof MEETING_ERROR_CODES, Record<Language, string>>;

export const MEETING_ERROR_MESSAGES: Messages = {
  MEETING_TIME_ORDER: {
    zh_cn: '结束时间必须晚于开始时间',
    zh_hant: '結束時間必須晚於開始時間',
    en_us: 'The end time must be later than the start time.',
  },
  MEETING_TOO_MANY_HOSTS: {
    zh_cn: '主持人最多10人',
    zh_hant: '主持人最多10人',
    en_us: 'A meeting has at most 10 hosts.',
  },
  MEETING_TOO_MANY_MEMBERS: {
    zh_cn: '参会人员最多300人',
    zh_hant: '參會人員最多300人',
    en_us: 'A meeting has at most 300 members.',
  },
  MEETING_INITIATOR_OUT_OF_SCOPE: {
    zh_cn: '会议发起人必须在应用可见范围内',
    zh_hant: '會議發起人必須在應用可見範圍內',
    en_us: "The meeting initiator must be within the app's visible scope.",
  },
  MEETING_PASSWORD_FORMAT: {
    zh_cn: '会议密码须为4-6位数字',
    zh_hant: '會議密碼須為4-6位數字',
    en_us: 'The meeting password must be 4-6 digits.',
  },
  MEETING_MEMBER_UNKNOWN: {
    zh_cn: '所选人员不在本组织中',
    zh_hant: '所選人員不在本組織中',
    en_us: 'A chosen person is not a member of this organisation.',
  },
};

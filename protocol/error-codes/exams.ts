import type { Language } from '../constants';

/** Exams: list, transition, answering, scoring, grading, results (42500-42549, decision 0026). */
export const EXAM_ERROR_CODES = {
  /** Entry refused: more than the exam's late-entry minutes have passed since it opened. */
  EXAM_ENTRY_CLOSED: 42500,
  /** The exam (or its make-up) is not open yet; `data.availableAt`. */
  EXAM_NOT_OPEN: 42501,
  /** The exam and any make-up are over. */
  EXAM_ENDED: 42502,
  /** Every attempt (or make-up chance) is used. */
  EXAM_NO_ATTEMPTS_LEFT: 42503,
  /** The make-up rule (only failed / failed plus absent / only absent) excludes this learner. */
  EXAM_MAKEUP_NOT_ALLOWED: 42504,
  /** The make-up interval since the last attempt has not passed; `data.availableAt`. */
  EXAM_MAKEUP_TOO_SOON: 42505,
  /** The learner already used the exam's number of devices. */
  EXAM_DEVICE_LIMIT: 42506,
  /** An offline exam is sat on paper; its result is recorded by an administrator. */
  EXAM_OFFLINE: 42507,
  /** The previous attempt is still being graded. */
  EXAM_GRADING_PENDING: 42508,
  /** The attempt is handed in, or its deadline plus grace has passed: nothing more is accepted. */
  EXAM_ATTEMPT_CLOSED: 42509,
  /** An answer names a question that is not on this paper; `data.questionIds`. */
  EXAM_QUESTION_NOT_ON_PAPER: 42510,
  /** A voluntary hand-in with required questions unanswered; `data.questionIds`. */
  EXAM_REQUIRED_UNANSWERED: 42511,
  /** A grader's score is above the question's score (or below 0); `data.questionId`, `data.max`. */
  EXAM_SCORE_OUT_OF_RANGE: 42512,
  /** The paper is not waiting for grading (already graded, or still open). */
  EXAM_NOT_GRADABLE: 42513,
  /** An answer does not fit its question (a choice that is not an option, too many blanks…); `data.questionId`. */
  EXAM_ANSWER_INVALID: 42514,
  /** The exam has no face check. */
  EXAM_FACE_NOT_ENABLED: 42515,
  /** The exam has no questions yet. */
  EXAM_NO_QUESTIONS: 42516,
  /** An essay attachment id that is not the caller's upload for this attempt. */
  EXAM_ATTACHMENT_UNKNOWN: 42517,
  /** An after-class exam opens once its course (or its gate chapter) is completed; `data.courseId`, `data.chapterId`. */
  EXAM_COURSE_NOT_COMPLETED: 42518,
} as const;

type Messages = Record<keyof typeof EXAM_ERROR_CODES, Record<Language, string>>;

export const EXAM_ERROR_MESSAGES: Messages = {
  EXAM_ENTRY_CLOSED: {
    zh_cn: '考试已开始超过规定时间，不能再进入',
    zh_hant: '考試已開始超過規定時間，不能再進入',
    en_us: 'The exam started too long ago: entry is closed',
  },
  EXAM_NOT_OPEN: { zh_cn: '考试尚未开始', zh_hant: '考試尚未開始', en_us: 'The exam is not open yet' },
  EXAM_ENDED: { zh_cn: '考试已结束', zh_hant: '考試已結束', en_us: 'The exam has ended' },
  EXAM_NO_ATTEMPTS_LEFT: {
    zh_cn: '考试次数已用完',
    zh_hant: '考試次數已用完',
    en_us: 'You have used all your attempts',
  },
  EXAM_MAKEUP_NOT_ALLOWED: {
    zh_cn: '您不符合补考条件',
    zh_hant: '您不符合補考條件',
    en_us: 'You do not qualify for the make-up exam',
  },
  EXAM_MAKEUP_TOO_SOON: {
    zh_cn: '补考间隔时间未到，请稍后再试',
    zh_hant: '補考間隔時間未到，請稍後再試',
    en_us: 'The make-up is not available yet: please wait for the interval to pass',
  },
  EXAM_DEVICE_LIMIT: {
    zh_cn: '已超过考试允许的设备数量',
    zh_hant: '已超過考試允許的裝置數量',
    en_us: 'You have reached the number of devices allowed for this exam',
  },
  EXAM_OFFLINE: {
    zh_cn: '线下考试请在考场参加',
    zh_hant: '線下考試請在考場參加',
    en_us: 'This is an offline exam: it is taken in the exam room',
  },
  EXAM_GRADING_PENDING: {
    zh_cn: '管理员阅卷中，请1分钟后刷新',
    zh_hant: '管理員閱卷中，請1分鐘後重新整理',
    en_us: 'Admin grading in progress: refresh after 1 minute',
  },
  EXAM_ATTEMPT_CLOSED: {
    zh_cn: '试卷已提交或考试时间已到，不能再作答',
    zh_hant: '試卷已提交或考試時間已到，不能再作答',
    en_us: 'The paper is handed in or time is up: no more answers are accepted',
  },
  EXAM_QUESTION_NOT_ON_PAPER: {
    zh_cn: '答案中包含不属于本试卷的题目',
    zh_hant: '答案中包含不屬於本試卷的題目',
    en_us: 'An answer names a question that is not on this paper',
  },
  EXAM_REQUIRED_UNANSWERED: {
    zh_cn: '还有必答题未作答',
    zh_hant: '還有必答題未作答',
    en_us: 'Some required questions are not answered yet',
  },
  EXAM_SCORE_OUT_OF_RANGE: {
    zh_cn: '评分超出该题分值范围',
    zh_hant: '評分超出該題分值範圍',
    en_us: 'The score is outside the question’s range',
  },
  EXAM_NOT_GRADABLE: {
    zh_cn: '该试卷不在待阅卷状态',
    zh_hant: '該試卷不在待閱卷狀態',
    en_us: 'This paper is not waiting for grading',
  },
  EXAM_ANSWER_INVALID: {
    zh_cn: '答案格式与题目不符',
    zh_hant: '答案格式與題目不符',
    en_us: 'The answer does not fit the question',
  },
  EXAM_FACE_NOT_ENABLED: {
    zh_cn: '本考试未开启人脸核验',
    zh_hant: '本考試未開啟人臉核驗',
    en_us: 'This exam has no face check',
  },
  EXAM_NO_QUESTIONS: { zh_cn: '试卷暂无题目', zh_hant: '試卷暫無題目', en_us: 'This exam has no questions yet' },
  EXAM_ATTACHMENT_UNKNOWN: {
    zh_cn: '附件不存在或不属于本次考试',
    zh_hant: '附件不存在或不屬於本次考試',
    en_us: 'The attachment does not exist or belongs to another attempt',
  },
  EXAM_COURSE_NOT_COMPLETED: {
    zh_cn: '请先完成课程学习再参加课后考试',
    zh_hant: '請先完成課程學習再參加課後考試',
    en_us: 'Finish the course before taking its after-class exam',
  },
};

import type { Language } from '../constants';

/** Tasks and training projects (43300-43319, decision 0045). Texts of spec 001 §8 where it gives them. */
export const TRAINING_ERROR_CODES = {
  /** Spec 001 §8 "training not started". */
  TRAINING_NOT_STARTED: 43300,
  /** Spec 001 §8 "training ended" (also archived = revoked). */
  TRAINING_ENDED: 43301,
  /** A stage's item while the stage before it is not finished. */
  TRAINING_STAGE_LOCKED: 43302,
  /** Seats, stages and items need the learner to be enrolled first. */
  TRAINING_NOT_ENROLLED: 43303,
  /** Another learner took the seat first. */
  TRAINING_SEAT_TAKEN: 43304,
  /** The learner already holds a seat in this training. */
  TRAINING_SEAT_ALREADY_CHOSEN: 43305,
  /** The training has no venue, or the seat is outside its rows and seats. */
  TRAINING_SEAT_INVALID: 43306,
  /** Only listed learners may join this training. */
  TRAINING_ENROL_CLOSED: 43307,
} as const;

export const TRAINING_ERROR_MESSAGES: Record<keyof typeof TRAINING_ERROR_CODES, Record<Language, string>> = {
  TRAINING_NOT_STARTED: { zh_cn: '培训未开始', zh_hant: '培訓未開始', en_us: 'The training has not started yet' },
  TRAINING_ENDED: { zh_cn: '培训已结束', zh_hant: '培訓已結束', en_us: 'The training has ended' },
  TRAINING_STAGE_LOCKED: {
    zh_cn: '请先完成上一阶段',
    zh_hant: '請先完成上一階段',
    en_us: 'Finish the previous stage first',
  },
  TRAINING_NOT_ENROLLED: {
    zh_cn: '请先报名参加该培训',
    zh_hant: '請先報名參加該培訓',
    en_us: 'Join this training first',
  },
  TRAINING_SEAT_TAKEN: {
    zh_cn: '该座位已被他人选择，请重新选座',
    zh_hant: '該座位已被他人選擇，請重新選座',
    en_us: 'Someone else has just taken this seat, please choose another one',
  },
  TRAINING_SEAT_ALREADY_CHOSEN: {
    zh_cn: '您已选择座位，不能重复选座',
    zh_hant: '您已選擇座位，不能重複選座',
    en_us: 'You already have a seat in this training',
  },
  TRAINING_SEAT_INVALID: {
    zh_cn: '该座位不存在',
    zh_hant: '該座位不存在',
    en_us: 'There is no such seat',
  },
  TRAINING_ENROL_CLOSED: {
    zh_cn: '该培训仅限指定学员参加',
    zh_hant: '該培訓僅限指定學員參加',
    en_us: 'This training is only for the learners it was assigned to',
  },
};

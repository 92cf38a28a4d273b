/** Tables of practice and the wrong-question notebook (migration 0016-practice, decision 0027). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the practice area
export interface PracticeTables {}

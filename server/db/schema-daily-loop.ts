/** Tables of check-in, rankings, medals, study calendar (migration 0012-daily-loop). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DailyLoopTables {}

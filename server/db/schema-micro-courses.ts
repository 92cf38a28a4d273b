/** Tables of micro-course upload and review (migration 0011-micro-courses). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MicroCourseTables {}

/** Tables of studying chapters (migration 0008-course-study). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CourseStudyTables {}

/** Tables of notes, comments, ratings, collections, rewards, downloads (migration 0009-course-social). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CourseSocialTables {}

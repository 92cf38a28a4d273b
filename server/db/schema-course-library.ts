/** Tables of the course library and detail (migration 0007-courses-library). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CourseLibraryTables {}

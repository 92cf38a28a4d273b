/**
 * What other server areas may use of the courses area (the server-boundaries lint rule lets them
 * import nothing else of it).
 */
export { progressByCourse } from './course-progress';

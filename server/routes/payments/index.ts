/** What other server areas use of payments: the enterprise buying a course for members (decision 0055). */
export { grantCourseToMember, membersOwning } from './enterprise-purchase';

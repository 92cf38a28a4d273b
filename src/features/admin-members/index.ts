/** The administrators' member pages (issue 27 item 3, decision 0054). */
export { MembersPage, type MembersPageProps } from './pages/members-page';
export { MemberDetailPage, type MemberDetailPageProps } from './pages/member-detail-page';

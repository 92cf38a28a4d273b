/** Activities' public face (issue 23, decision 0047): lists, detail with sign-in by scan, the organiser's QR screen. */
export { ActivityListPage, TaskActivityList, type ActivityListPageProps } from './pages/activity-list-page';
export { ActivityDetailPage, type ActivityDetailPageProps } from './pages/activity-detail-page';
export { SignInScreenPage, signInLink, type SignInScreenPageProps } from './pages/sign-in-screen-page';

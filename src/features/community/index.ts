/** Community's public face (decision 0049): the community home, lists, detail and the administrators' review. */
export { CommunityHomePage, type CommunityHomePageProps } from './pages/community-home-page';
export { PostListPage, type PostListPageProps } from './pages/post-list-page';
export { PostDetailPage, type PostDetailPageProps } from './pages/post-detail-page';
export { CommunityReviewPage, type CommunityReviewPageProps } from './pages/review-page';

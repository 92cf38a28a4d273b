/** The message centre's public face (/main/message, the header bell, the red points). */
export { MessageListPage } from './pages/message-list-page';
export { NoticeListPage } from './pages/notice-list-page';
export { NoticeDetailPage } from './pages/notice-detail-page';
export { MessageDetailPage } from './pages/message-detail-page';
export { getMessage, getTaskScoreMessage } from './api/messages-api';
export { useMessageState, totalUnread, anyTaskRedPoint } from './hooks/use-message-state';

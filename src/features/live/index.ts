/** The live area's pages (issue 26 item 4; decision 0052). */
export { LiveRoomPage } from './pages/live-room-page';
export { LiveList } from './components/live-list';

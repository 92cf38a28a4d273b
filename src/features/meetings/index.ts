/** Meetings and live booking (issue 26 item 5; decision 0052). */
export { MeetingsPage } from './pages/meetings-page';

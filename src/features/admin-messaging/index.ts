/** Administrators' messaging (issue 27 item 6, decision 0057). */
export { MessagingPage } from './pages/messaging-page';

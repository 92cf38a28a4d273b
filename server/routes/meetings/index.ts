/** The meetings area as other server code uses it. */
export { registerMeetingCalls } from './meetings.routes';

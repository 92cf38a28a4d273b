/** Community (decision 0049): its calls, for the server's registry. */
export { registerCommunityCalls } from './community.routes';
// The rich-text sanitiser, shared with administrators' messages (decision 0057).
export { sanitiseRichText, plainText, excerptOf } from './sanitise';

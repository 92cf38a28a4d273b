/** Community (decision 0049): its calls, for the server's registry. */
export { registerCommunityCalls } from './community.routes';
// The rich-text sanitiser, shared with administrators' messages (decision 0057).
export { sanitiseRichText, plainText, excerptOf } from './sanitise';
// The administrators' approvals queue decides posts and answers through the same review (decision 0053).
export { review as reviewCommunityItem } from './moderation.service';
export type { CommunityScope } from './community-scope';

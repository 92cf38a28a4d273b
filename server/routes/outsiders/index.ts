/** The outsider entry (decision 0057): its calls, and its source for the approvals queue. */
export { registerOutsiderCalls } from './outsiders.routes';
export { outsiderReviewSource } from './outsider-review';

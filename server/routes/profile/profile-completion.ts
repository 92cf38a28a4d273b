/*
 * The completion rules live in server/lib/profile-completion.ts, where the pipeline's access gate
 * (which answers 4012 for the calls of call-policy.ts) can reach them too.
 */
export { assertProfileComplete, missingProfileFields, requiredProfileFields } from '../../lib/profile-completion';

/** What other server areas use of activities (the training stages ask for completion). */
export { activitiesDone } from './completion';
/** What the administrators' assignments use (decision 0055): registering learners by an administrator. */
export { registerLearnersByAdmin } from './admin-register';

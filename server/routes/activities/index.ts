/** What other server areas use of activities (the training stages ask for completion). */
export { activitiesDone } from './completion';

/** Community (decision 0049): its calls, for the server's registry. */
export { registerCommunityCalls } from './community.routes';

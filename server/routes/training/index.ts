/** What other server areas use of tasks and training (roster contract: the learning centre's home). */
export { tasksInProgress } from './tasks.service';

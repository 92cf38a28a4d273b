/** What other server areas use of tasks and training (roster contract: the learning centre's home; the home page). */
export { tasksInProgress } from './tasks.service';
export { homeTaskCards, homeTrainings, type TaskCard } from './home-cards';

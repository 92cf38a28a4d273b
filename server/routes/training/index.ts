/** What other server areas use of tasks and training (roster contract: the learning centre's home; the home page). */
export { tasksInProgress } from './tasks.service';
export { homeTaskCards, homeTrainings, type TaskCard } from './home-cards';
/** What the administrators' assignments use (decision 0055): assigning exams and enrolling in trainings. */
export { assignExam } from './tasks.service';
export { enrolLearners } from './training.service';
export type { TrainingScope } from './training-scope';

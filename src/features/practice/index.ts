/** The practice area's public face: course practice, /my/my-practice, /my/my-exercise and the course-page link. */
import './practice.css';
import './practice-mobile.css';
export { CoursePracticePage } from './pages/course-practice-page';
export { MyPracticePage } from './pages/my-practice-page';
export { MyExercisePage } from './pages/my-exercise-page';
export { CoursePracticeLink } from './components/course-practice-link';

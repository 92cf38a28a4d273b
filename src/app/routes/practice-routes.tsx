import { useParams } from 'react-router-dom';
import { CoursePracticePage, MyExercisePage, MyPracticePage } from '../../features/practice';

/** The practice routes (decision 0027): /coursePractice/:id, /my/my-practice, /my/my-exercise. */

export function CoursePracticeRoute() {
  const { id } = useParams();
  const courseId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  return <CoursePracticePage key={courseId} courseId={courseId} />;
}

export const MyPracticeRoute = () => <MyPracticePage />;
export const MyExerciseRoute = () => <MyExercisePage />;

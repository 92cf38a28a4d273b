import type { StageItemKind } from '../../../protocol';
import { activitiesDone } from '../activities';
import { homeworkDone } from '../homework';
import { questionnairesDone } from '../questionnaires';
import type { Db } from './training-scope';

/**
 * Which of a learner's stage items are finished, asked of each item's own area (roster contracts:
 * homeworkDone, activitiesDone, questionnairesDone). Courses and exams are read here from their
 * tables: a course is finished when its enrolment is completed, an exam when an attempt passed.
 * Answers "kind:refId" keys.
 */
export async function doneItems(
  db: Db,
  userId: number,
  items: { kind: StageItemKind; ref_id: number }[],
): Promise<Set<string>> {
  const ids = (kind: StageItemKind) => [...new Set(items.filter((i) => i.kind === kind).map((i) => i.ref_id))];
  const done = new Set<string>();
  const add = (kind: StageItemKind, set: Iterable<number>) => {
    for (const id of set) done.add(`${kind}:${id}`);
  };
  const courses = ids('course');
  if (courses.length > 0) {
    const rows = await db
      .selectFrom('course_enrolments')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', 'in', courses)
      .where('completed_at', 'is not', null)
      .execute();
    add(
      'course',
      rows.map((r) => r.course_id),
    );
  }
  const exams = ids('exam');
  if (exams.length > 0) {
    const rows = await db
      .selectFrom('exam_attempts')
      .select('exam_id')
      .where('user_id', '=', userId)
      .where('exam_id', 'in', exams)
      .where('passed', '=', 1)
      .distinct()
      .execute();
    add(
      'exam',
      rows.map((r) => r.exam_id),
    );
  }
  const activities = ids('activity');
  if (activities.length > 0) add('activity', await activitiesDone(db, userId, activities));
  const questionnaires = ids('questionnaire');
  if (questionnaires.length > 0) add('questionnaire', await questionnairesDone(db, userId, questionnaires));
  const homework = ids('homework');
  if (homework.length > 0) add('homework', await homeworkDone(db, userId, homework));
  return done;
}

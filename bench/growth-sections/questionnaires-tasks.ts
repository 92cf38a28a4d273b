import { readConfig } from '../../server/config';
import { forTenant } from '../../server/db/tenant-scope';
import { listQuestionnaires } from '../../server/routes/questionnaires/questionnaire-reads.service';
import { myTrainings } from '../../server/routes/training/my-trainings.service';
import { taskCourses, tasksInProgress } from '../../server/routes/training/tasks.service';
import { openTaskCounts } from '../../server/routes/training/open-task-counts';
import { countedOpenActivities, countedOpenExams } from '../../server/routes/training/open-task-counts-reference';
import { myHomework } from '../../server/routes/homework/homework.service';
import { homeworkQueue } from '../../server/routes/homework/homework-queue.service';
import { seedScaleQuestionnaires } from '../fixtures/growth-questionnaires';
import { seedScaleTasks } from '../fixtures/growth-tasks';
import { seedScaleHomework } from '../fixtures/growth-homework';
import { demoUserId, type GrowthContext } from './context';

/** Questionnaires (decision 0048): /questionnaire/questionList's first page, its "open" filter, /questionMyList. */
export async function questionnaireRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  await seedScaleQuestionnaires(db, { eid: 1, count: size, learnerId: learner.id, now });
  const scope = { db: forTenant(db, 1), eid: 1, userId: learner.id, language: 'en_us' as const, now };
  const page = { scope: 'all' as const, state: 'all' as const, page: 1, pageSize: 10 };
  await c.time('questionnaire list page 1, N questionnaires', () => listQuestionnaires(scope, page));
  await c.time('questionnaire list, open only', () => listQuestionnaires(scope, { ...page, state: 'open' }));
  await c.time('my questionnaires page 1, N/10 taken', () => listQuestionnaires(scope, { ...page, scope: 'mine' }));
}

/**
 * Tasks and training (decisions 0045, 0058): /task/tarin's first page, by state, /task/course, the
 * tab counts; assignments (decision 0046): /my/my-homeWork (all, pending) and the grading queue.
 * bench/growth-a-sections.ts times more of their states alone.
 */
export async function taskRows(c: GrowthContext): Promise<void> {
  const { db, size, now, learner } = c;
  await seedScaleTasks(db, { eid: 1, count: size, learnerId: learner.id, now });
  const taskScope = { db: forTenant(db, 1), eid: 1, userId: learner.id, language: 'en_us' as const, now };
  const taskPage = { state: 'all' as const, page: 1, pageSize: 10 };
  await c.time('my trainings page 1, N trainings', () => myTrainings(taskScope, taskPage));
  await c.time('my trainings, in progress only', () => myTrainings(taskScope, { ...taskPage, state: 'in_progress' }));
  await c.time('course tasks page 1, N assigned', () => taskCourses(taskScope, taskPage));
  await c.time('course tasks, overdue only', () => taskCourses(taskScope, { ...taskPage, state: 'overdue' }));
  await c.time('task tab counts (tasksInProgress)', () => tasksInProgress(taskScope.db, learner.id, now));
  await c.time('  of which exams and activities (counters, decision 0067)', () =>
    openTaskCounts(taskScope.db, learner.id, now),
  );
  await c.time('  the same exams and activities as COUNT(*) (before)', () =>
    Promise.all([
      countedOpenExams(taskScope.db, learner.id, now),
      countedOpenActivities(taskScope.db, learner.id, now),
    ]),
  );

  const sales = await demoUserId(db, 'sales');
  await seedScaleHomework(db, { eid: 1, count: size, learnerId: learner.id, otherUserId: sales, now });
  const homeworkScope = {
    db: forTenant(db, 1),
    config: readConfig({}),
    clock: { now: () => now },
    eid: 1,
    userId: learner.id,
    language: 'en_us' as const,
  };
  await c.time('my assignments page 1, N/10 mine', () => myHomework(homeworkScope, { page: 1, pageSize: 10 }));
  await c.time('my assignments, pending only', () =>
    myHomework(homeworkScope, { state: 'pending', page: 1, pageSize: 10 }),
  );
  await c.time('assignment grading queue page 1, N/20 waiting', () =>
    homeworkQueue(homeworkScope, { state: 'pending', page: 1, pageSize: 20 }),
  );
}

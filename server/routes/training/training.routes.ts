import { assignExamCall, taskCountsCall, taskCoursesCall } from '../../../protocol/calls/tasks';
import {
  assignTrainingCall,
  chooseSeatCall,
  createTrainingCall,
  myTrainingsCall,
  trainingDetailCall,
  trainingEnrolCall,
  trainingOpenItemCall,
  trainingSeatsCall,
  trainingStageCall,
} from '../../../protocol/calls/training';
import type { ServerConfig } from '../../config';
import { onDomainEvent } from '../../lib/domain-events';
import { enforceAccess, enterpriseRefusal } from '../../pipeline/access';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { createTraining } from './create.service';
import { myTrainings } from './my-trainings.service';
import { chooseSeat, seatMap } from './seats.service';
import {
  assignExam,
  onCourseCompleted,
  onCourseStarted,
  recordCourseAssignment,
  taskCourses,
  tasksInProgress,
} from './tasks.service';
import { refreshTrainingsOf } from './training-completion-events';
import type { TrainingScope } from './training-scope';
import { enrolLearners, enrolSelf, openItem, trainingDetail, trainingStage } from './training.service';

function scopeOf(ctx: MemberContext): TrainingScope & { userId: number } {
  return { db: ctx.db, eid: ctx.enterprise.id, userId: ctx.user.id, now: ctx.clock.now(), language: ctx.language };
}

/** Tasks and training projects (issue 22, decision 0045; docs/checklists/extra-calls-training.tsv). */
export function registerTrainingCalls(registry: CallRegistry, _config: ServerConfig): void {
  // The course area keeps no due date: the task list records it from the assignment event.
  onDomainEvent('course.assigned', 'training:tasks', (trx, e) =>
    recordCourseAssignment(trx, { eid: e.eid, userId: e.userId, courseId: e.courseId, dueAt: e.dueAt, at: e.at }),
  );
  // A finished course or exam may finish a stage and with it the training: record it at once.
  onDomainEvent('course.completed', 'training:progress', (trx, e) => refreshTrainingsOf(trx, e.userId, e.at));
  // Course tasks' stored states and counters move with the learner's study (decision 0058).
  onDomainEvent('course.completed', 'training:course-task', (trx, e) => onCourseCompleted(trx, e));
  onDomainEvent('course.study.started', 'training:course-task', (trx, e) => onCourseStarted(trx, e));
  onDomainEvent('exam.attempt.scored', 'training:progress', (trx, e) => refreshTrainingsOf(trx, e.userId, e.at));
  onDomainEvent('exam.paper.graded', 'training:progress', (trx, e) => refreshTrainingsOf(trx, e.userId, e.at));

  // Sign-in exempt (spec 000 §4 "train detail"): a visitor sees a training open to everyone.
  registry.serve(trainingDetailCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      const base = { db: ctx.db, eid: ctx.enterprise.id, now, language: ctx.language };
      if (!ctx.user) {
        const refusal = enterpriseRefusal(ctx.enterprise, now);
        if (refusal) throw refusal;
        return { data: await trainingDetail({ ...base, userId: null }, input.id) };
      }
      enforceAccess('user', ctx.enterprise, ctx.user, now);
      return { data: await trainingDetail({ ...base, userId: ctx.user.id }, input.id) };
    },
  });
  registry.serve(trainingStageCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await trainingStage(scopeOf(ctx), input.id, input.phaseId) }),
  });
  registry.serve(trainingOpenItemCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await openItem(scopeOf(ctx), input.id, input.itemId) }),
  });
  registry.serve(trainingEnrolCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await enrolSelf(scopeOf(ctx), input.id) }),
  });
  registry.serve(myTrainingsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await myTrainings(scopeOf(ctx), input) }),
  });
  registry.serve(trainingSeatsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await seatMap(scopeOf(ctx), input.id) }),
  });
  registry.serve(chooseSeatCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await chooseSeat(scopeOf(ctx), input) }),
  });
  registry.serve(assignTrainingCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: { enrolled: await enrolLearners(scopeOf(ctx), input.id, input.userIds) } }),
  });

  registry.serve(createTrainingCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: await createTraining(scopeOf(ctx), input.training) }),
  });

  registry.serve(taskCoursesCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await taskCourses(scopeOf(ctx), input) }),
  });
  registry.serve(taskCountsCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await tasksInProgress(ctx.db, ctx.user.id, ctx.clock.now()) }),
  });
  registry.serve(assignExamCall, {
    access: 'admin',
    handler: async (ctx, input) => ({ data: { assigned: await assignExam(scopeOf(ctx), input) } }),
  });
}

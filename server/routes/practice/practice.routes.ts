import { z } from 'zod';
import {
  coursePracticeParamsSchema,
  notebookListParamsSchema,
  notebookRemoveParamsSchema,
  practiceAnswerParamsSchema,
  recordDetailParamsSchema,
  recordListParamsSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import { onDomainEvent } from '../../lib/domain-events';
import type { CallRegistry } from '../../pipeline/call-registry';
import { courseViewerOf } from '../courses/course-viewer';
import { listNotebook, notebookFromExam, removeNotebookEntry } from './notebook.service';
import { answerPractice } from './practice-answer.service';
import { practiceScopeOf } from './practice-scope';
import { coursePracticeSet, dailyPracticeSet, notebookPracticeSet } from './practice-sets';
import { listRecords, recordDetail } from './records.service';

/** Practice, daily practice, the wrong-question notebook and exercise records (decision 0027). */
export function registerPracticeCalls(registry: CallRegistry, _config: ServerConfig): void {
  // Wrong exam answers feed the notebook, inside the exam's scoring transaction.
  onDomainEvent('exam.attempt.scored', 'practice.notebook', (trx, event) => notebookFromExam(trx, event));

  registry.register({
    name: 'apiCourse/practice',
    method: 'GET',
    access: 'user',
    input: coursePracticeParamsSchema,
    handler: async (ctx, input) => ({
      data: await coursePracticeSet(practiceScopeOf(ctx), courseViewerOf(ctx), input.id),
    }),
  });

  registry.register({
    name: 'practice/answer',
    method: 'POST',
    access: 'user',
    input: practiceAnswerParamsSchema,
    handler: async (ctx, input) => ({ data: await answerPractice(practiceScopeOf(ctx), courseViewerOf(ctx), input) }),
  });

  registry.register({
    name: 'practice/daily',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: await dailyPracticeSet(practiceScopeOf(ctx)) }),
  });

  registry.register({
    name: 'practice/notebook',
    method: 'GET',
    access: 'user',
    input: notebookListParamsSchema,
    handler: async (ctx, input) => ({ data: await listNotebook(practiceScopeOf(ctx), input.status, input.page) }),
  });

  registry.register({
    name: 'practice/notebook/questions',
    method: 'GET',
    access: 'user',
    input: z.object({}),
    handler: async (ctx) => ({ data: await notebookPracticeSet(practiceScopeOf(ctx)) }),
  });

  registry.register({
    name: 'practice/notebook/remove',
    method: 'POST',
    access: 'user',
    input: notebookRemoveParamsSchema,
    handler: async (ctx, input) => ({ data: await removeNotebookEntry(practiceScopeOf(ctx), input.id) }),
  });

  registry.register({
    name: 'practice/records',
    method: 'GET',
    access: 'user',
    input: recordListParamsSchema,
    handler: async (ctx, input) => ({ data: await listRecords(practiceScopeOf(ctx), input.page) }),
  });

  registry.register({
    name: 'practice/record',
    method: 'GET',
    access: 'user',
    input: recordDetailParamsSchema,
    handler: async (ctx, input) => ({ data: await recordDetail(practiceScopeOf(ctx), input.id) }),
  });
}

import {
  coursePracticeCall,
  dailyPracticeCall,
  exerciseRecordCall,
  exerciseRecordsCall,
  notebookCall,
  notebookPracticeCall,
  practiceAnswerCall,
  removeNotebookEntryCall,
} from '../../../protocol/calls/practice';
import type { ServerConfig } from '../../config';
import { onDomainEvent } from '../../lib/domain-events';
import type { CallRegistry } from '../../pipeline/call-registry';
import { courseViewerOf } from '../courses';
import { listNotebook, notebookFromExam, removeNotebookEntry } from './notebook.service';
import { answerPractice } from './practice-answer.service';
import { practiceScopeOf } from './practice-scope';
import { coursePracticeSet, dailyPracticeSet, notebookPracticeSet } from './practice-sets';
import { listRecords, recordDetail } from './records.service';

/** Practice, daily practice, the wrong-question notebook and exercise records (decision 0027). */
export function registerPracticeCalls(registry: CallRegistry, _config: ServerConfig): void {
  // Wrong exam answers feed the notebook, inside the exam's scoring transaction.
  onDomainEvent('exam.attempt.scored', 'practice.notebook', (trx, event) => notebookFromExam(trx, event));

  registry.serve(coursePracticeCall, {
    access: 'user',
    handler: async (ctx, input) => ({
      data: await coursePracticeSet(practiceScopeOf(ctx), courseViewerOf(ctx), input.id),
    }),
  });

  registry.serve(practiceAnswerCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await answerPractice(practiceScopeOf(ctx), courseViewerOf(ctx), input) }),
  });

  registry.serve(dailyPracticeCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await dailyPracticeSet(practiceScopeOf(ctx)) }),
  });

  registry.serve(notebookCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listNotebook(practiceScopeOf(ctx), input.status, input.page) }),
  });

  registry.serve(notebookPracticeCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await notebookPracticeSet(practiceScopeOf(ctx)) }),
  });

  registry.serve(removeNotebookEntryCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await removeNotebookEntry(practiceScopeOf(ctx), input.id) }),
  });

  registry.serve(exerciseRecordsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listRecords(practiceScopeOf(ctx), input.page) }),
  });

  registry.serve(exerciseRecordCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await recordDetail(practiceScopeOf(ctx), input.id) }),
  });
}

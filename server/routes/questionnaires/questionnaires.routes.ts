import {
  questionnaireCountsCall,
  questionnaireDetailCall,
  questionnaireListCall,
  questionnaireMyAnswersCall,
  questionnaireSubmitCall,
  questionnaireUploadCall,
} from '../../../protocol/calls/questionnaires';
import { QUESTIONNAIRE_LIMITS } from '../../../protocol/questionnaire-rules';
import { enforceAccess, enterpriseRefusal } from '../../pipeline/access';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { myAnswers, uploadQuestionnaireImage } from './questionnaire-answers.service';
import { listQuestionnaires, questionnaireCounts, questionnaireDetail } from './questionnaire-reads.service';
import type { MemberScope } from './questionnaire-scope';
import { submitQuestionnaire } from './questionnaire-submit.service';

function scopeOf(ctx: MemberContext): MemberScope {
  return { db: ctx.db, eid: ctx.enterprise.id, userId: ctx.user.id, language: ctx.language, now: ctx.clock.now() };
}

/** Questionnaires and votes (issue 23, decision 0048). */
export function registerQuestionnaireCalls(registry: CallRegistry): void {
  registry.serve(questionnaireListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await listQuestionnaires(scopeOf(ctx), input) }),
  });
  // Public face: spec 000 §4 exempts the transition page from the sign-in redirect. A signed-in
  // caller passes the same wall as a 'user' call; a visitor sees the title, state and count only.
  registry.serve(questionnaireDetailCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      const base = { db: ctx.db, eid: ctx.enterprise.id, language: ctx.language, now };
      if (!ctx.user) {
        const refusal = enterpriseRefusal(ctx.enterprise, now);
        if (refusal) throw refusal;
        return { data: await questionnaireDetail({ ...base, userId: null }, input.id) };
      }
      enforceAccess('user', ctx.enterprise, ctx.user, now);
      return { data: await questionnaireDetail({ ...base, userId: ctx.user.id }, input.id) };
    },
  });
  registry.serve(questionnaireSubmitCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await submitQuestionnaire(scopeOf(ctx), input) }),
  });
  registry.serve(questionnaireUploadCall, {
    access: 'user',
    upload: { maxFileBytes: QUESTIONNAIRE_LIMITS.imageBytes, maxFiles: 1 },
    handler: async (ctx, input) => ({
      data: await uploadQuestionnaireImage(
        { ...scopeOf(ctx), mediaDir: ctx.config.mediaDir },
        input.id,
        ctx.files ?? [],
      ),
    }),
  });
  registry.serve(questionnaireMyAnswersCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await myAnswers(scopeOf(ctx), input.id, input.receipts) }),
  });
  registry.serve(questionnaireCountsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await questionnaireCounts(scopeOf(ctx), input.id) }),
  });
}

import {
  courseExamsCall,
  examListCall,
  examPaperCall,
  examResultCall,
  examTransitionCall,
  faceCheckCall,
  reportSwitchCall,
  resultDetailCall,
  saveAnswersCall,
  startAttemptCall,
  submitAttemptCall,
  uploadAttachmentCall,
} from '../../../protocol/calls/exams';
import { EXAM_LIMITS } from '../../../protocol';
import type { ServerConfig } from '../../config';
import { enforceAccess, enterpriseRefusal } from '../../pipeline/access';
import type { CallRegistry } from '../../pipeline/call-registry';
import { createFaceVerifier } from '../../providers/face/face-verifier-factory';
import { startAttempt } from './attempt-start.service';
import { examPaper, saveAnswers, submitAttempt } from './attempt.service';
import { checkFace, recordSwitch, uploadAttachment } from './attempt-monitor.service';
import { courseExams } from './course-exams.service';
import { examList, examTransition, visitorTransition } from './exam-reads.service';
import { examScopeOf } from './exam-scope';
import { examResult, resultDetail } from './results.service';

/**
 * Exams: list, transition, answering, scoring, results (decision 0026). The spec's two sealed
 * calls plus the /v1 ones of docs/checklists/extra-calls-exams.tsv. Every call is a signed-in
 * member's; every read and write is scoped by the caller's enterprise and, for attempts, by the
 * caller — another user's attempt or another tenant's exam is NOT_FOUND.
 */
export function registerExamCalls(registry: CallRegistry, config: ServerConfig): void {
  const faceVerifier = createFaceVerifier(config);

  registry.serve(examListCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await examList(examScopeOf(ctx), input) }),
  });
  registry.serve(courseExamsCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await courseExams(examScopeOf(ctx), input.courseId) }),
  });
  // Public: spec 000 §4 exempts the transition page from the sign-in redirect. A signed-in caller
  // passes the same wall as a 'user' call; a visitor sees only exams meant for everyone.
  registry.serve(examTransitionCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      if (!ctx.user) {
        const refusal = enterpriseRefusal(ctx.enterprise, now);
        if (refusal) throw refusal;
        return { data: await visitorTransition(ctx.db, ctx.enterprise.id, input.examId, now) };
      }
      enforceAccess('user', ctx.enterprise, ctx.user, now);
      // enforceAccess has checked the member: the token is theirs.
      return {
        data: await examTransition(examScopeOf({ ...ctx, user: ctx.user, token: ctx.token ?? '' }), input.examId),
      };
    },
  });
  registry.serve(startAttemptCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await startAttempt(examScopeOf(ctx), input) }),
  });
  registry.serve(examPaperCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await examPaper(examScopeOf(ctx), input.attemptId) }),
  });
  registry.serve(saveAnswersCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await saveAnswers(examScopeOf(ctx), input.attemptId, input.answers) }),
  });
  registry.serve(submitAttemptCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await submitAttempt(examScopeOf(ctx), input.attemptId, input.answers) }),
  });
  registry.serve(reportSwitchCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await recordSwitch(examScopeOf(ctx), input.attemptId, input.seq) }),
  });
  registry.serve(faceCheckCall, {
    access: 'user',
    upload: { maxFileBytes: EXAM_LIMITS.faceFrameBytes, maxFiles: 1 },
    handler: async (ctx, input) => ({
      data: await checkFace(examScopeOf(ctx), faceVerifier, input.attemptId, ctx.files ?? []),
    }),
  });
  registry.serve(uploadAttachmentCall, {
    access: 'user',
    upload: { maxFileBytes: EXAM_LIMITS.attachmentBytes, maxFiles: 1 },
    handler: async (ctx, input) => ({
      data: await uploadAttachment(examScopeOf(ctx), input.attemptId, ctx.files ?? []),
    }),
  });
  registry.serve(examResultCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await examResult(examScopeOf(ctx), input.examId) }),
  });
  registry.serve(resultDetailCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await resultDetail(examScopeOf(ctx), input.attemptId) }),
  });
}

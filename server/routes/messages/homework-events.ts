import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage } from './deliver-message';

const NAME = 'messages:homework';

/**
 * Messages of assignments and certificates (decision 0046). A graded assignment of a training is a
 * taskScoreDetails message (its route names task, learner and training); a stand-alone one a
 * markingNotice (asid = the submission). Keys name the submission and its hand-in round, so a
 * retried event writes nothing new while a resubmitted and regraded assignment is news again.
 */
export function subscribeHomeworkMessageEvents(): void {
  onDomainEvent('homework.graded', NAME, async (trx, e) => {
    const common = {
      eid: e.eid,
      userId: e.userId,
      category: 'own' as const,
      link: `/task/homework/${e.homeworkId}`,
      at: e.at,
    };
    if (e.trainingId !== null)
      await deliverMessage(trx, {
        ...common,
        kind: 'task_score',
        params: {
          taskId: e.homeworkId,
          uid: e.userId,
          trainId: e.trainingId,
          taskName: e.title,
          score: e.score,
          passScore: e.passScore,
          passed: e.passed,
        },
        sourceType: 'homework',
        sourceId: `${e.homeworkId}:${e.trainingId}`,
        dedupeKey: `homework:${e.submissionId}:${e.round}`,
      });
    else
      await deliverMessage(trx, {
        ...common,
        kind: 'marking_notice',
        params: {
          asid: e.submissionId,
          homeworkId: e.homeworkId,
          paperName: e.title,
          score: e.score,
          passed: e.passed,
        },
        sourceType: 'homework_submission',
        sourceId: String(e.submissionId),
        dedupeKey: `homework:${e.submissionId}:${e.round}`,
      });
  });

  onDomainEvent('certificate.expiring', NAME, async (trx, e) => {
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'certificate_expiration',
      params: { certificateId: e.certificateId, certificateName: e.name, expiresAt: e.expiresAt },
      link: '/my/my-certificate',
      sourceType: 'certificate',
      sourceId: String(e.certificateId),
      dedupeKey: `certificate_expiring:${e.certificateId}`,
      at: e.at,
    });
  });
}

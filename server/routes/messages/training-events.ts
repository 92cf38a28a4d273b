import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage, raiseRedPoint } from './deliver-message';
import { localizedParams } from './message-params';

const NAME = 'messages:training';

function namesOf(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Messages of the tasks and training area (decision 0045): an enrolment is a trainingPlanning
 * message and lights `traintask`; an assigned exam is a message and lights `examtask`. Keys name
 * the enrolment and the assignment, so a retried event writes nothing new.
 */
export function subscribeTrainingMessageEvents(): void {
  onDomainEvent('training.enrolled', NAME, async (trx, e) => {
    const training = await trx
      .selectFrom('trainings')
      .select(['names', 'starts_at', 'ends_at', 'venue'])
      .where('id', '=', e.trainingId)
      .executeTakeFirst();
    if (!training) return;
    const names = namesOf(training.names);
    const made = await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'training_planning',
      params: {
        trainId: e.trainingId,
        trainName: names.zh_cn ?? Object.values(names)[0] ?? '',
        ...localizedParams('trainName', names),
        startAt: training.starts_at,
        endAt: training.ends_at,
        place: training.venue,
      },
      link: `/training/train-detail/${e.trainingId}`,
      sourceType: 'training',
      sourceId: String(e.trainingId),
      dedupeKey: `training:${e.trainingId}`,
      at: e.at,
    });
    if (made)
      await raiseRedPoint(trx, { eid: e.eid, userId: e.userId, kind: 'traintask', refId: e.trainingId, at: e.at });
  });

  onDomainEvent('exam.assigned', NAME, async (trx, e) => {
    const exam = await trx
      .selectFrom('exams')
      .select(['name', 'closes_at'])
      .where('id', '=', e.examId)
      .executeTakeFirst();
    if (!exam) return;
    const made = await deliverMessage(trx, {
      eid: e.eid,
      userId: e.userId,
      category: 'own',
      kind: 'exam_assigned',
      params: { examId: e.examId, examName: exam.name, dueAt: e.dueAt ?? exam.closes_at },
      link: `/task/exam/excessive/${e.examId}`,
      sourceType: 'exam',
      sourceId: String(e.examId),
      dedupeKey: `exam_assigned:${e.examId}`,
      at: e.at,
    });
    if (made) await raiseRedPoint(trx, { eid: e.eid, userId: e.userId, kind: 'examtask', refId: e.examId, at: e.at });
  });
}

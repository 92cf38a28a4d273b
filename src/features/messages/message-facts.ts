import type { MessageItem } from '../../../protocol';
import { formatDate } from '../../lib/date-format';

/** The facts a detail page lists for a kind: [label key under messages:facts, value]. */
export function factsOf(item: MessageItem): [string, string][] {
  const p = item.params;
  const text = (key: string) => (p[key] === undefined ? '' : String(p[key]));
  const time = (key: string, withTime = true) => {
    const value = p[key];
    return typeof value === 'number' || typeof value === 'string'
      ? formatDate(value, withTime ? 'dateTime' : 'date')
      : '';
  };
  const rows: [string, string][] = (() => {
    switch (item.kind) {
      case 'course_assigned':
        return [
          ['course', text('courseTitle')],
          ['dueAt', time('dueAt')],
        ];
      case 'training_planning':
        return [
          ['training', text('trainName')],
          ['startAt', time('startAt')],
          ['endAt', time('endAt')],
          ['place', text('place')],
        ];
      case 'certificate_expiration':
        return [
          ['certificate', text('certificateName')],
          ['expiresAt', time('expiresAt', false)],
        ];
      case 'task_score':
        return [
          ['task', text('taskName')],
          ['score', text('score')],
          ['passScore', text('passScore')],
        ];
      case 'marking_notice':
        return [
          ['paper', text('paperName')],
          ['score', text('score')],
        ];
      case 'weekly_summary':
        return [['week', `${text('weekStart')} – ${text('weekEnd')}`]];
      case 'reward_received':
        return [
          ['course', text('courseTitle')],
          ['points', text('points')],
        ];
      case 'micro_course_reviewed':
        return [
          ['course', text('courseTitle')],
          ['reason', text('reason')],
        ];
      case 'order_paid':
        return [['order', text('title')]];
      case 'medal_awarded':
        return [['medal', text('medalName')]];
      default:
        return [];
    }
  })();
  return rows.filter(([, value]) => value !== '');
}

/** Task score: passed when the score reaches the pass mark (null when either is unknown). */
export function passedOf(item: MessageItem): boolean | null {
  const { score, passScore } = item.params;
  return typeof score === 'number' && typeof passScore === 'number' ? score >= passScore : null;
}

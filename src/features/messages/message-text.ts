import type { TFunction } from 'i18next';
import type { MessageItem } from '../../../protocol';
import { formatDate } from '../../lib/date-format';

/** The values a kind's sentences use, with times already formatted. */
function values(item: MessageItem): Record<string, string | number> {
  const p = item.params;
  const out: Record<string, string | number> = { actor: item.actorName };
  for (const [key, value] of Object.entries(p)) out[key] = typeof value === 'boolean' ? String(value) : value;
  // Through the one date conversion: a sender may give seconds (spec 000 §5), as a number or digits.
  for (const key of ['dueAt', 'startAt', 'endAt', 'expiresAt']) {
    const value = p[key];
    if (typeof value === 'number' || typeof value === 'string')
      out[key] = formatDate(value, key !== 'expiresAt' ? 'dateTime' : 'date') || String(value);
  }
  // The number a kind's plural sentence agrees with ("1 point", "5 points").
  const counted = COUNTED_PARAM[item.kind];
  if (counted && typeof p[counted] === 'number') out.count = p[counted];
  return out;
}

/** Kinds whose sentences count something, and the value they count. */
const COUNTED_PARAM: Partial<Record<MessageItem['kind'], string>> = {
  reward_received: 'points',
  marking_notice: 'score',
};

/** The variant of a kind whose wording depends on an outcome (approved or not, with a due date or not). */
/** Kinds that tell the author of an administrator's decision (a rejection carries its reason, decision 0053). */
const REVIEWED: ReadonlySet<MessageItem['kind']> = new Set([
  'note_reviewed',
  'micro_course_reviewed',
  'review_decided',
]);

function variant(item: MessageItem): string {
  if (REVIEWED.has(item.kind)) return item.params.approved === true ? '.approved' : '.rejected';
  if (item.kind === 'course_assigned') return item.params.dueAt ? '.due' : '.plain';
  return '';
}

/** Title and text of a personal message in the reader's language (the server sends only kind and values). */
export function messageText(t: TFunction, item: MessageItem): { title: string; body: string } {
  const v = values(item);
  const suffix = variant(item);
  // Reviews vary their title by outcome, an assignment its text by due date.
  const reviewed = REVIEWED.has(item.kind);
  const titleKey = `${item.kind}.title${reviewed ? suffix : ''}`;
  const bodyKey = `${item.kind}.body${item.kind === 'course_assigned' || item.kind === 'review_decided' ? suffix : ''}`;
  // The approvals queue's decisions name what was decided in the reader's language.
  if (item.kind === 'review_decided') v.kindLabel = t(`messages:reviewKinds.${String(item.params.itemKind)}`);
  const body = t(`messages:kinds.${bodyKey}`, v);
  const reason = reviewed && typeof item.params.reason === 'string' ? item.params.reason.trim() : '';
  return {
    title: t(`messages:kinds.${titleKey}`, v),
    body: reason ? `${body} ${t('messages:reviewReason', { reason })}` : body,
  };
}

/** Where a message opens: its detail route of spec 000 §2, or null when the message itself is the news. */
export function detailPathOf(item: MessageItem): string | null {
  const p = item.params;
  switch (item.kind) {
    case 'training_planning':
      return `/main/message/trainingPlanning/${item.id}`;
    case 'certificate_expiration':
      return `/main/message/certificateExpiration/${item.id}`;
    case 'task_score':
      return `/main/message/taskScoreDetails/${String(p.taskId)}/${String(p.uid)}/${String(p.trainId)}`;
    case 'marking_notice':
      return `/main/message/markingNotice/${String(p.asid)}/${item.id}`;
    case 'weekly_summary':
      return `/main/message/summary/${item.id}`;
    case 'community_reply':
      return `/main/message/community/${item.id}`;
    case 'qa_answer':
      return `/main/message/comminication/${item.id}`;
    default:
      return item.category === 'own' ? `/main/message/ownMessage/${item.id}` : null;
  }
}

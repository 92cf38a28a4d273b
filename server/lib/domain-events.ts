import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Things that happened in one area that another area reacts to (the message centre writes a
 * message when someone comments on a learner's course, a medal is awarded, a review ends…).
 * Areas emit; they never import each other. Handlers run inside the emitter's transaction, so
 * the reaction commits or rolls back with the write that caused it. Add new event types here.
 */
export type DomainEvent =
  | CommunityDomainEvent
  | ReviewDomainEvent
  | AdminAssignmentDomainEvent
  | {
      type: 'course.comment.added';
      eid: number;
      at: number;
      courseId: number;
      commentId: number;
      authorUserId: number;
      courseOwnerUserId: number | null;
      replyToUserId: number | null;
      excerpt: string;
    }
  | {
      type: 'course.comment.praised';
      eid: number;
      at: number;
      courseId: number;
      commentId: number;
      byUserId: number;
      commentAuthorUserId: number;
    }
  | {
      type: 'course.note.reviewed';
      eid: number;
      at: number;
      courseId: number;
      noteId: number;
      ownerUserId: number;
      approved: boolean;
      /** The rejection's reason ('' when approved). */
      reason?: string;
      /** The deciding administrator (the approvals history, decision 0064). */
      adminId?: number;
    }
  | { type: 'course.assigned'; eid: number; at: number; courseId: number; userId: number; dueAt: number | null }
  | { type: 'course.completed'; eid: number; at: number; courseId: number; userId: number }
  /** The learner's first credited study second of a course (course tasks move to "in progress"). */
  | { type: 'course.study.started'; eid: number; at: number; courseId: number; userId: number }
  | {
      type: 'course.reward.received';
      eid: number;
      at: number;
      courseId: number;
      fromUserId: number;
      toUserId: number;
      points: number;
    }
  | {
      type: 'micro_course.reviewed';
      eid: number;
      at: number;
      microCourseId: number;
      title: string;
      courseId: number;
      ownerUserId: number;
      approved: boolean;
      reason: string;
      /** The deciding administrator (the approvals history, decision 0064). */
      adminId?: number;
    }
  | { type: 'order.paid'; eid: number; at: number; orderId: number; userId: number; title: string }
  | { type: 'checkin.done'; eid: number; at: number; userId: number; day: string; streak: number }
  | {
      type: 'medal.awarded';
      eid: number;
      at: number;
      userId: number;
      medalId: number;
      medalName: string;
      /** Which earning this is: the local day of a daily medal, 'once' otherwise (one message per earning). */
      awardKey?: string;
      /** The medal's name in every language it has, so its message is named in the reader's language. */
      medalNames?: Record<string, string>;
    }
  /** An attempt was scored (at hand-in, auto-submit or overdue close); wrong answers feed the notebook. */
  | {
      type: 'exam.attempt.scored';
      eid: number;
      at: number;
      examId: number;
      attemptId: number;
      userId: number;
      examName: string;
      wrongQuestionIds: number[];
      pendingGrading: boolean;
    }
  /** An administrator (or AI grading they started) finished grading a paper. */
  | {
      type: 'exam.paper.graded';
      eid: number;
      at: number;
      examId: number;
      attemptId: number;
      userId: number;
      examName: string;
      score: number;
      passed: boolean;
    }
  /** A learner attended an activity to its end (signed in and out): completed once, credits granted. */
  | { type: 'activity.completed'; eid: number; at: number; activityId: number; userId: number; credits: number }
  /** A learner was enrolled in a training (by an administrator or themselves): trainingPlanning message. */
  | {
      type: 'training.enrolled';
      eid: number;
      at: number;
      trainingId: number;
      userId: number;
      /** JSON {language: name} of the training. */
      trainingNames: string;
      startsAt: number;
    }
  /** An assignment was graded (by hand or AI): taskScoreDetails in a training, markingNotice otherwise (decision 0046). */
  | {
      type: 'homework.graded';
      eid: number;
      at: number;
      homeworkId: number;
      submissionId: number;
      userId: number;
      title: string;
      trainingId: number | null;
      score: number;
      passScore: number;
      passed: boolean;
      /** Which hand-in was graded: a withdrawn and resubmitted assignment is news again. */
      round: number;
    }
  /** A certificate expires within the notice period (the expiry sweep, decision 0046). */
  | {
      type: 'certificate.expiring';
      eid: number;
      at: number;
      certificateId: number;
      userId: number;
      name: string;
      expiresAt: number;
    }
  /** An administrator assigned an exam to a learner: message and the examtask red point. */
  | { type: 'exam.assigned'; eid: number; at: number; examId: number; userId: number; dueAt: number | null }
  /** An administrator let an outsider in (decision 0057): the new member's account exists now. */
  | { type: 'outsider.approved'; eid: number; at: number; userId: number; enterpriseName: string };

/** Community (decision 0049): a post became visible (at once, or when its review passed). */
export type CommunityDomainEvent =
  | {
      type: 'community.post.published';
      eid: number;
      at: number;
      postId: number;
      kind: 'topic' | 'question';
      title: string;
      excerpt: string;
      authorUserId: number;
      mentionUserIds: number[];
      invitedUserIds: number[];
      remindAll: boolean;
    }
  /** An answer, comment or reply became visible. */
  | {
      type: 'community.comment.added';
      eid: number;
      at: number;
      postId: number;
      kind: 'topic' | 'question';
      title: string;
      commentId: number;
      authorUserId: number;
      postAuthorUserId: number;
      replyToUserId: number | null;
      isAnswer: boolean;
      excerpt: string;
      mentionUserIds: number[];
    }
  | {
      type: 'community.praised';
      eid: number;
      at: number;
      postId: number;
      kind: 'topic' | 'question';
      title: string;
      commentId: number | null;
      byUserId: number;
      toUserId: number;
    };

/** The administrators' assignments (decision 0055): an activity registration by an administrator; a course the enterprise bought for a member. */
export type AdminAssignmentDomainEvent =
  | { type: 'activity.assigned'; eid: number; at: number; activityId: number; userId: number; dueAt: number | null }
  | {
      type: 'course.bought_for_member';
      eid: number;
      at: number;
      courseId: number;
      userId: number;
      purchaseId: number;
      validUntil: number;
    };

/**
 * An administrator approved or rejected an item the author waits on (decision 0053): community posts
 * and answers, lecturer applications, audited course comments, course share requests. The author is
 * told in their language (the message keeps the kind, the title and the reason; the portal words it).
 */
export type ReviewDomainEvent = {
  type: 'review.decided';
  eid: number;
  at: number;
  /** The approvals queue's kind: 'communityPost', 'communityAnswer', 'lecturerApplication', … */
  kind: string;
  itemId: number;
  authorUserId: number;
  title: string;
  approved: boolean;
  reason: string;
  /** Where the message opens ('' = the message itself). */
  link: string;
  /** The deciding administrator (the approvals history, decision 0064). */
  adminId?: number;
};

export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
type Handler<T extends DomainEventType> = (trx: Transaction<Database>, event: EventOf<T>) => Promise<void>;

const handlers = new Map<DomainEventType, Map<string, Handler<DomainEventType>>>();

/**
 * Subscribe under a stable name: subscribing again with the same name replaces the handler, so
 * building several apps in one process (tests) never doubles a reaction.
 */
export function onDomainEvent<T extends DomainEventType>(type: T, name: string, handler: Handler<T>): void {
  const forType = handlers.get(type) ?? new Map<string, Handler<DomainEventType>>();
  forType.set(name, handler as unknown as Handler<DomainEventType>);
  handlers.set(type, forType);
}

/** Run every handler of the event, in subscription order, inside the caller's transaction. */
export async function emitDomainEvent(trx: Transaction<Database>, event: DomainEvent): Promise<void> {
  for (const handler of handlers.get(event.type)?.values() ?? []) await handler(trx, event);
}

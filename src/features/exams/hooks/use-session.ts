import { useCallback, useSyncExternalStore } from 'react';
import type { StoredAnswer } from '../answer-store';
import type { ExamSession } from '../exam-session';
import type { SaveQueueStatus } from '../save-queue';

/** One question's answer: only that question's component re-renders when it changes. */
export function useAnswer(session: ExamSession, questionId: number): StoredAnswer | undefined {
  const subscribe = useCallback(
    (listener: () => void) => session.subscribeQuestion(questionId, listener),
    [session, questionId],
  );
  return useSyncExternalStore(subscribe, () => session.answer(questionId));
}

export interface SheetState {
  answered: readonly boolean[];
  marked: readonly boolean[];
  current: number;
}

export function useSheet(session: ExamSession): SheetState {
  const subscribe = useCallback((listener: () => void) => session.subscribeSheet(listener), [session]);
  const answered = useSyncExternalStore(subscribe, () => session.answered());
  const marked = useSyncExternalStore(subscribe, () => session.marked());
  const current = useSyncExternalStore(subscribe, () => session.current());
  return { answered, marked, current };
}

export function useSaveStatus(session: ExamSession): SaveQueueStatus {
  const subscribe = useCallback((listener: () => void) => session.subscribeStatus(listener), [session]);
  return useSyncExternalStore(subscribe, () => session.saveStatus());
}

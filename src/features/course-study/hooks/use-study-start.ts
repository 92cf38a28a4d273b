import { useQuery } from '@tanstack/react-query';
import { ErrorCode, type StudyStart } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { startStudy, type ChapterRef } from '../api/study-api';
import { anotherTabStudies, studyDeviceId } from '../study-device';
import { studyWindowId } from '../window-id';
import { studyKeys } from '../api/query-keys';

/**
 * A window that was just closed sends its end call on the way out (keepalive), and that call may
 * reach the server a moment after this window's start: a multi-window refusal is asked again a
 * couple of times before the learner is sent to the refusal page.
 */
const MULTI_WINDOW_RETRIES = 2;
const MULTI_WINDOW_RETRY_MS = 1500;

export function shouldRetryStart(failures: number, error: unknown): boolean {
  return failures < MULTI_WINDOW_RETRIES && isApiError(error) && error.code === ErrorCode.STUDY_MULTI_WINDOW;
}

/** Open a chapter in this window (a study session); refusals come back as the query's error. */
export function useStudyStart(ref: ChapterRef) {
  return useQuery<StudyStart>({
    queryKey: studyKeys.start(ref.courseId, ref.chapterId, Boolean(ref.preview)),
    queryFn: async () => {
      const windowId = studyWindowId();
      // A preview records nothing and takes nothing back; otherwise ask this browser's other tabs first.
      const reclaim = !ref.preview && !(await anotherTabStudies(windowId));
      return startStudy(ref, { windowId, deviceId: studyDeviceId(), reclaim });
    },
    // A session is one opening: never refetched behind the learner's back, never shared.
    staleTime: Infinity,
    gcTime: 0,
    retry: shouldRetryStart,
    retryDelay: MULTI_WINDOW_RETRY_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

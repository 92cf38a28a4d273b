import { useQuery } from '@tanstack/react-query';
import type { StudyStart } from '../../../../protocol';
import { startStudy, type ChapterRef } from '../api/study-api';
import { studyWindowId } from '../window-id';

/** Open a chapter in this window (a study session); refusals come back as the query's error. */
export function useStudyStart(ref: ChapterRef) {
  return useQuery<StudyStart>({
    queryKey: ['course-study', 'start', ref.courseId, ref.chapterId, Boolean(ref.preview)],
    queryFn: () => startStudy(ref, studyWindowId()),
    // A session is one opening: never refetched behind the learner's back, never shared.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

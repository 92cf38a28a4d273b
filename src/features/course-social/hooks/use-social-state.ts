import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseSocialState } from '../../../../protocol';
import { getSocialState, setCollected, setPraised } from '../api/social-api';
import { socialKeys } from './social-keys';

/**
 * The learner's marks on a course (collected, praised, rated, rewarded). `finished` (chapters
 * finished) is part of the key, so finishing the last chapter re-asks whether rating is open.
 */
export function useSocialState(courseId: number, finished: number, enabled: boolean) {
  return useQuery({
    queryKey: [...socialKeys.state(courseId), finished],
    queryFn: () => getSocialState(courseId),
    enabled,
    staleTime: 0,
  });
}

/** Collect or praise: the wished state is sent, so a double click cannot flip it back. */
export function useCourseMark(courseId: number, kind: 'collect' | 'praise') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (kind === 'collect' ? setCollected(courseId, on) : setPraised(courseId, on)),
    onSuccess: (result) => {
      client.setQueriesData<CourseSocialState>({ queryKey: socialKeys.state(courseId) }, (old) =>
        old
          ? kind === 'collect'
            ? { ...old, collected: result.on, collectCount: result.count }
            : { ...old, praised: result.on, praiseCount: result.count }
          : old,
      );
      if (kind === 'collect') void client.invalidateQueries({ queryKey: socialKeys.collectedAll });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssignAudience } from '../../../../protocol';
import { isApiError } from '../../../lib/api-error';
import { previewAudience } from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';
import { useDebouncedValue } from '../use-debounced-value';

/** The audience as the server sends it, and as the preview and the submit use it. */
export function toAudience(choice: { members: Array<{ id: number }>; departmentIds: number[]; posts: string[] }) {
  return {
    userIds: choice.members.map((m) => m.id),
    departmentIds: choice.departmentIds,
    posts: choice.posts,
  } satisfies AssignAudience;
}

/** How many learners the audience reaches (the server resolves departments, sub-departments and posts). */
export function AudiencePreview({ audience }: { audience: AssignAudience }) {
  const { t } = useTranslation('admin-assignments');
  const settled = useDebouncedValue(audience, 250);
  const empty = settled.userIds.length + settled.departmentIds.length + settled.posts.length === 0;
  const preview = useQuery({
    queryKey: assignmentKeys.preview(settled),
    queryFn: () => previewAudience(settled),
    enabled: !empty,
    retry: false,
  });
  let text: string;
  if (empty) text = t('preview.none');
  else if (preview.isPending) text = t('preview.counting');
  else if (preview.data)
    text = t('preview.reaches', { count: preview.data.learners, names: preview.data.sample.join('、') });
  else text = isApiError(preview.error) ? preview.error.msg : t('preview.failed');
  return (
    <p className="lp-assign-preview" role="status" aria-live="polite" data-learners={preview.data?.learners ?? 0}>
      {text}
    </p>
  );
}

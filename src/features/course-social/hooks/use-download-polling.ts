import { useQuery } from '@tanstack/react-query';
import type { DownloadRecord } from '../../../../protocol';
import { pollDownload } from '../api/social-api';
import { socialKeys } from './social-keys';

/** Follow a zip being built: ask every 1.5 s while it is pending, stop once it is ready or failed. */
export function useDownloadPolling(record: DownloadRecord | null) {
  return useQuery({
    queryKey: socialKeys.download(record?.id ?? 0),
    queryFn: () => pollDownload(record!.id),
    enabled: record !== null && record.state === 'pending',
    initialData: record ?? undefined,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 1500 : false),
  });
}

import { useQuery } from '@tanstack/react-query';
import { getSummary } from '../api/approvals-api';
import { approvalKeys } from '../api/query-keys';

/** How many items wait, for the /admin home's tile: undefined while loading, null when unreadable. */
export function usePendingApprovals(): number | null | undefined {
  const summary = useQuery({ queryKey: approvalKeys.summary(), queryFn: getSummary });
  if (summary.isPending) return undefined;
  return summary.data ? summary.data.total : null;
}

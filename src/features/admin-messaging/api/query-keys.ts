import type { BroadcastKind } from '../../../../protocol';
import type { AudienceChoice } from './messaging-api';

/** TanStack Query keys of the administrators' messaging. */
export const messagingKeys = {
  all: ['admin-messaging'] as const,
  audience: (keyword: string) => [...messagingKeys.all, 'audience', keyword] as const,
  preview: (a: AudienceChoice) =>
    [...messagingKeys.all, 'preview', a.scope, a.departmentIds.join(','), a.userIds.join(',')] as const,
  sent: (kind: BroadcastKind | '', page: number) => [...messagingKeys.all, 'sent', kind, page] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
};

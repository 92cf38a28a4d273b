import type { PostListQuery } from './community-api';

/** TanStack Query keys of the community area. */
export const communityKeys = {
  all: ['community'] as const,
  list: (q: PostListQuery) => ['community', 'list', q] as const,
  post: (id: number) => ['community', 'post', id] as const,
  comments: (id: number, page: number) => ['community', 'comments', id, page] as const,
  members: (keyword: string) => ['community', 'members', keyword] as const,
  setting: () => ['community', 'setting'] as const,
  review: (queue: string) => ['community', 'review', queue] as const,
};

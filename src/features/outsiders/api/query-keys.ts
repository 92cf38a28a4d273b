/** TanStack Query keys of the outsider entry. */
export const outsiderKeys = {
  all: ['outsiders'] as const,
  status: (ticket: string) => [...outsiderKeys.all, 'status', ticket] as const,
  code: () => [...outsiderKeys.all, 'code'] as const,
};

/** The session area's TanStack Query keys (the app-load state machine itself stays in the store). */
export const sessionKeys = {
  /** Another enterprise as its visitors see it (a shared link of another organisation). */
  visitorEnterprise: (eid: number) => ['session', 'visitor-enterprise', eid] as const,
};

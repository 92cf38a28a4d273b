/** Metadata shared by the route table's files (route-meta.ts fills the rest). */
export const signedIn = { requireAuth: true } as const;
export const fullScreen = { isHideHeader: true, isHideFooter: true } as const;
export const open = { isPublic: true } as const;

/** Metadata shared by the route table's files (route-meta.ts fills the rest). */
export const signedIn = { requireAuth: true } as const;
export const fullScreen = { isHideHeader: true, isHideFooter: true } as const;
export const open = { isPublic: true } as const;
/** The administrators' area under /admin (issue 27, decision 0053): its layout refuses learners. */
export const adminOnly = { requireAuth: true, adminOnly: true } as const;

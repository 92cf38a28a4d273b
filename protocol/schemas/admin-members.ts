import { z } from 'zod';

/**
 * Administrators' member management (issue 27 item 3, decision 0054): the member list with
 * department and post, one member's page, lock / block and their undoing, reset to an initial
 * password, per-member hidden courses, training and activities, certificate revocation, and the
 * audit trail of every action. Params are what the portal sends (strings on the wire).
 */
export const ADMIN_MEMBER_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 50,
  keywordMax: 50,
  reasonMax: 200,
  /** Audit rows shown on a member's page (newest first). */
  auditShown: 50,
} as const;

export const MEMBER_STATUS_ACTIONS = ['lock', 'unlock', 'block', 'unblock'] as const;
export type MemberStatusAction = (typeof MEMBER_STATUS_ACTIONS)[number];
export const HIDDEN_ITEM_KINDS = ['course', 'training', 'activity'] as const;
export type HiddenItemKindValue = (typeof HIDDEN_ITEM_KINDS)[number];
export const MEMBER_AUDIT_ACTIONS = [
  ...MEMBER_STATUS_ACTIONS,
  'reset_password',
  'hide',
  'show',
  'revoke_certificate',
] as const;
export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));
const pageSize = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(ADMIN_MEMBER_LIMITS.pageSizeMax).default(ADMIN_MEMBER_LIMITS.pageSizeDefault),
);
const keyword = z.preprocess(emptyToUndefined, z.string().trim().max(ADMIN_MEMBER_LIMITS.keywordMax).optional());
const reason = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string().trim().max(ADMIN_MEMBER_LIMITS.reasonMax),
);

// ---------------------------------------------------------------- params

/** GET /v1/admin/members/list */
export const adminMemberListParamsSchema = z.object({
  page,
  pageSize,
  keyword,
  departmentId: z.preprocess(emptyToUndefined, id.optional()),
  status: z.preprocess(emptyToUndefined, z.enum(['all', 'active', 'locked', 'blocked']).default('all')),
});
export type AdminMemberListParams = z.input<typeof adminMemberListParamsSchema>;

/** GET /v1/admin/members/detail */
export const adminMemberParamsSchema = z.object({ userId: id });

/** POST /v1/admin/members/status */
export const adminMemberStatusParamsSchema = z.object({
  userId: id,
  action: z.enum(MEMBER_STATUS_ACTIONS),
  reason,
});

/** POST /v1/admin/members/reset-password */
export const adminMemberResetParamsSchema = z.object({ userId: id });

/** GET /v1/admin/members/visibility/items */
export const adminVisibilityItemsParamsSchema = z.object({
  userId: id,
  kind: z.enum(HIDDEN_ITEM_KINDS),
  keyword,
  page,
  pageSize,
});

/** POST /v1/admin/members/visibility/set */
export const adminVisibilitySetParamsSchema = z.object({
  userId: id,
  kind: z.enum(HIDDEN_ITEM_KINDS),
  itemId: id,
  hidden: z.enum(['0', '1']),
});

/** POST /v1/admin/members/certificate/revoke */
export const adminMemberRevokeParamsSchema = z.object({ userId: id, certificateId: id, reason });

// ---------------------------------------------------------------- results

export const adminMemberRowSchema = z.object({
  userId: z.number(),
  account: z.string(),
  username: z.string(),
  department: z.string(),
  post: z.string(),
  phone: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  locked: z.boolean(),
  blocked: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.number(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminDepartmentSchema = z.object({ id: z.number(), name: z.string(), depth: z.number() });

export const adminMemberListSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(adminMemberRowSchema),
  departments: z.array(adminDepartmentSchema),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const memberAuditRowSchema = z.object({
  id: z.number(),
  action: z.enum(MEMBER_AUDIT_ACTIONS),
  detail: z.string(),
  adminName: z.string(),
  createdAt: z.number(),
});
export type MemberAuditRow = z.infer<typeof memberAuditRowSchema>;

export const hiddenItemSchema = z.object({ kind: z.enum(HIDDEN_ITEM_KINDS), itemId: z.number(), title: z.string() });
export type HiddenItem = z.infer<typeof hiddenItemSchema>;

export const memberCertificateSchema = z.object({
  id: z.number(),
  name: z.string(),
  sourceName: z.string(),
  serial: z.string(),
  acquiredAt: z.number(),
  expiresAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  revokeReason: z.string(),
});
export type MemberCertificate = z.infer<typeof memberCertificateSchema>;

export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema,
  hidden: z.array(hiddenItemSchema),
  certificates: z.array(memberCertificateSchema),
  actions: z.array(memberAuditRowSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const adminMemberChangeSchema = z.object({ member: adminMemberRowSchema, changed: z.boolean() });
export type AdminMemberChange = z.infer<typeof adminMemberChangeSchema>;

export const adminMemberResetSchema = z.object({ member: adminMemberRowSchema, initialPassword: z.string() });
export type AdminMemberReset = z.infer<typeof adminMemberResetSchema>;

export const visibilityItemSchema = z.object({ itemId: z.number(), title: z.string(), hidden: z.boolean() });
export const visibilityItemsSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(visibilityItemSchema),
});
export type VisibilityItems = z.infer<typeof visibilityItemsSchema>;

export const visibilityChangeSchema = z.object({ changed: z.boolean(), hidden: z.boolean() });

export const memberCertificateChangeSchema = z.object({ certificate: memberCertificateSchema, changed: z.boolean() });

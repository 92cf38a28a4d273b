import { z } from 'zod';
import { BROADCAST_KINDS } from './messages';

/**
 * Administrators' messaging (issue 27 item 6, decision 0057): admin messages and information items
 * to members, departments or everyone, with a count preview, a sent list with read counts.
 * Params are what the portal sends (strings on the wire, id lists as JSON text).
 */
export const ADMIN_MESSAGING_LIMITS = {
  title: 60,
  summary: 200,
  /** Characters of the HTML the editor sends (before sanitising). */
  bodyHtml: 20_000,
  /** Members or departments named in one send. */
  idsMax: 500,
  keywordMax: 50,
  /** Members the audience search returns. */
  memberMatches: 20,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  sendKeyMax: 64,
} as const;

export const MESSAGING_AUDIENCE_SCOPES = ['all', 'departments', 'members'] as const;
export type MessagingAudienceScope = (typeof MESSAGING_AUDIENCE_SCOPES)[number];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** An id list: JSON text on form posts ('' = none), the list itself in sealed requests. */
const idList = z.preprocess(
  (value) => (Array.isArray(value) ? JSON.stringify(value) : value === undefined || value === '' ? '[]' : value),
  z
    .string()
    .max(ADMIN_MESSAGING_LIMITS.idsMax * 12)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list' });
        return z.NEVER;
      }
    })
    .pipe(z.array(id).max(ADMIN_MESSAGING_LIMITS.idsMax)),
);

/** Who a message goes to: everyone, the members of some departments (and their sub-departments), or some members. */
export const messagingAudienceSchema = z
  .object({
    scope: z.enum(MESSAGING_AUDIENCE_SCOPES),
    departmentIds: idList,
    userIds: idList,
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'departments' && value.departmentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'choose at least one department' });
    if (value.scope === 'members' && value.userIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'choose at least one member' });
  });
export type MessagingAudienceParams = z.input<typeof messagingAudienceSchema>;

/** GET /v1/admin/messaging/audience — departments (with member counts) and members matching a keyword. */
export const messagingAudienceOptionsParamsSchema = z.object({
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(ADMIN_MESSAGING_LIMITS.keywordMax).optional()),
});

export const messagingAudienceOptionsSchema = z.object({
  departments: z.array(
    z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable(), members: z.number() }),
  ),
  members: z.array(z.object({ id: z.number(), name: z.string(), account: z.string(), department: z.string() })),
});
export type MessagingAudienceOptions = z.infer<typeof messagingAudienceOptionsSchema>;

/** GET /v1/admin/messaging/preview — how many members a send would reach. */
export const messagingPreviewSchema = z.object({ recipients: z.number() });

/** POST /v1/admin/messaging/send */
export const adminSendParamsSchema = z
  .object({
    kind: z.enum(BROADCAST_KINDS),
    title: z.string().trim().min(1).max(ADMIN_MESSAGING_LIMITS.title),
    summary: z.preprocess(emptyToUndefined, z.string().trim().max(ADMIN_MESSAGING_LIMITS.summary).default('')),
    bodyHtml: z.string().trim().min(1).max(ADMIN_MESSAGING_LIMITS.bodyHtml),
    /** One key per message the administrator composes: the same key sends once. */
    sendKey: z
      .string()
      .trim()
      .min(8)
      .max(ADMIN_MESSAGING_LIMITS.sendKeyMax)
      .regex(/^[A-Za-z0-9_-]+$/),
    /** Sending to everyone must be confirmed ('Y'). */
    confirmAll: z.preprocess(emptyToUndefined, z.enum(['Y', 'N']).default('N')),
    scope: z.enum(MESSAGING_AUDIENCE_SCOPES),
    departmentIds: idList,
    userIds: idList,
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'departments' && value.departmentIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['departmentIds'], message: 'choose at least one department' });
    if (value.scope === 'members' && value.userIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'choose at least one member' });
  });
export type AdminSendParams = z.input<typeof adminSendParamsSchema>;

export const adminSendResultSchema = z.object({
  id: z.number(),
  recipients: z.number(),
  /** True when this key had already sent: nothing new was sent. */
  repeated: z.boolean(),
});
export type AdminSendResult = z.infer<typeof adminSendResultSchema>;

/** GET /v1/admin/messaging/sent */
export const sentListParamsSchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(BROADCAST_KINDS).optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(ADMIN_MESSAGING_LIMITS.pageSizeMax)
      .default(ADMIN_MESSAGING_LIMITS.pageSizeDefault),
  ),
});
export type SentListParams = z.input<typeof sentListParamsSchema>;

export const sentItemSchema = z.object({
  id: z.number(),
  kind: z.enum(BROADCAST_KINDS),
  title: z.string(),
  scope: z.enum(['all', 'listed']),
  /** How the administrator described the audience (department and member names). */
  audienceLabel: z.string(),
  recipients: z.number(),
  read: z.number(),
  authorName: z.string(),
  createdAt: z.number(),
});
export type SentItem = z.infer<typeof sentItemSchema>;

export const sentListSchema = z.object({
  list: z.array(sentItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SentList = z.infer<typeof sentListSchema>;

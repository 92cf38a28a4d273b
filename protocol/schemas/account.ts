import { z } from 'zod';

/** Wire ids are strings; these accept a positive decimal id. */
const idText = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'must be a number');

/**
 * GET apiSystem/selectEnterprise (spec 000 §7). Without `user_eid` it lists the caller's
 * enterprises; with it, it switches the session to the person's account there (decision 0007).
 */
export const selectEnterpriseSchema = z.object({
  user_eid: z.union([z.literal(''), idText]).optional(),
});
export type SelectEnterpriseParams = z.infer<typeof selectEnterpriseSchema>;

/** Why an enterprise in the list cannot be entered; 'active' when it can. */
export const enterpriseChoiceStatusSchema = z.enum(['active', 'expired', 'locked', 'closed', 'account_locked']);
export type EnterpriseChoiceStatus = z.infer<typeof enterpriseChoiceStatusSchema>;

/** One enterprise a person holds an account in. */
export const enterpriseChoiceSchema = z.object({
  eid: z.number(),
  enterpriseName: z.string(),
  logo: z.string(),
  /** Empty when the enterprise has no branding (the default brand applies). */
  themeColor: z.string(),
  hoverColor: z.string(),
  status: enterpriseChoiceStatusSchema,
  /** The enterprise of the session making the call. */
  current: z.boolean(),
  /** The person's name in that enterprise's account. */
  username: z.string(),
});
export type EnterpriseChoice = z.infer<typeof enterpriseChoiceSchema>;

export const enterpriseChoiceListSchema = z.object({ list: z.array(enterpriseChoiceSchema) });
export type EnterpriseChoiceList = z.infer<typeof enterpriseChoiceListSchema>;

/** GET apiPortal/portalList: the user portals of the enterprise open to the signed-in user. */
export const portalItemSchema = z.object({
  portalId: z.number(),
  portalName: z.string(),
  themeColor: z.string(),
  hoverColor: z.string(),
  switchStatus: z.enum(['Y', 'N']),
  selected: z.boolean(),
});
export type PortalItem = z.infer<typeof portalItemSchema>;

/** `selectedPortalId` 0 = the enterprise's own look. */
export const portalListSchema = z.object({ list: z.array(portalItemSchema), selectedPortalId: z.number() });
export type PortalList = z.infer<typeof portalListSchema>;

/** GET apiPortal/portalList/SaveSelectPortal: `portalId` empty or 0 = back to the enterprise's own look. */
export const saveSelectPortalSchema = z.object({
  portalId: z.union([z.literal(''), idText]).optional(),
});
export type SaveSelectPortalParams = z.infer<typeof saveSelectPortalSchema>;

/**
 * POST /v1/login/mac-sso-login and /v1/login/new-pc-sso-login/index: a desktop client (or
 * another app of the enterprise) hands over a signed, short-lived, single-use ticket.
 * Ticket: base64url(JSON payload) "." base64url(HMAC-SHA256) — see decision 0007.
 */
export const ssoLoginSchema = z.object({
  ticket: z.string().trim().min(1).max(4096),
});
export type SsoLoginParams = z.infer<typeof ssoLoginSchema>;

/** Who a ticket is for: the mac client, the new PC client, or a hand-over from another app (/transferLogin). */
export const ssoAudienceSchema = z.enum(['mac', 'pc', 'transfer']);
export type SsoAudience = z.infer<typeof ssoAudienceSchema>;

export const ssoTicketPayloadSchema = z.object({
  v: z.literal(1),
  eid: z.number().int().positive(),
  account: z.string().min(1).max(64),
  aud: ssoAudienceSchema,
  /** Milliseconds since the epoch, by the issuer's clock. */
  ts: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
export type SsoTicketPayload = z.infer<typeof ssoTicketPayloadSchema>;

/** How long a ticket is accepted after it was minted. */
export const SSO_TICKET_LIFETIME_MS = 2 * 60 * 1000;
/** How far ahead of the server's clock an issuer's clock may run. */
export const SSO_TICKET_CLOCK_SKEW_MS = 30 * 1000;

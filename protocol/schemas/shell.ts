import { z } from 'zod';

/** 3 or 6 hex digits with a hash (spec 000 §5, first reading). */
export const colourSchema = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
const yesNo = z.enum(['Y', 'N']);

export const userPortalSchema = z.object({
  portalID: z.number(),
  portalName: z.string(),
  themeColor: z.string(),
  hoverColor: z.string(),
  switchStatus: yesNo,
});

/** Enterprise configuration as the init call (apiHomePage/Enterprise) returns it. */
export const enterpriseConfigSchema = z.object({
  eid: z.number(),
  enterpriseName: z.string(),
  platformFlag: z.string(),
  dingtalkCorpId: z.string(),
  corpid: z.string(),
  showUserRegister: yesNo,
  switch_language: yesNo,
  language: z.string(),
  languageSelected: z.string(),
  theme_color: z.string(),
  hover_color: z.string(),
  userPortal: userPortalSchema.nullable(),
  puborg: z.enum(['0', '1']),
  pcScanQRCodeLoginUrl: z.string(),
  mxybeta: z.array(z.object({ key: z.string(), val: z.string() })),
  linkIcon: z.string(),
  you_fen_mall_switch: yesNo,
  iscustomDomain: yesNo,
  cookiesDomain: z.string(),
  is_alpha: z.array(z.string()),
  is_jion: yesNo,
  expireStatus: yesNo,
  islock: yesNo,
  isdelete: z.number(),
});
export type EnterpriseConfig = z.infer<typeof enterpriseConfigSchema>;

/** User info; also kept by the portal in the `userInfo` cookie. */
export const userInfoSchema = z.object({
  userid: z.string(),
  token: z.string(),
  username: z.string(),
  image: z.string(),
  type: z.number(),
  isdeleteadmin: z.number(),
  score: z.number(),
  credit: z.number(),
  weixin_UserId: z.string(),
  /** 'Y': the user must replace their initial password before anything else (decision 0005). */
  initialPassword: z.enum(['Y', 'N']).optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** apiSystem/login (password). Travels AES-sealed. */
export const passwordLoginSchema = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
});
export type PasswordLoginParams = z.infer<typeof passwordLoginSchema>;

/** The init call's `data`. */
export const enterpriseStatusSchema = enterpriseConfigSchema;

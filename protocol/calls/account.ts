import { z } from 'zod';
import {
  enterpriseChoiceListSchema,
  portalListSchema,
  saveSelectPortalSchema,
  selectEnterpriseSchema,
  ssoLoginSchema,
} from '../schemas/account';
import { userInfoSchema } from '../schemas/shell';
import { defineCall } from './define-call';

/**
 * Without `user_eid`: the caller's enterprises (`{list}`). With it: the session switches to the
 * person's account there and the answer is that account's user info (decision 0007).
 */
export const selectEnterpriseCall = defineCall({
  name: 'apiSystem/selectEnterprise',
  method: 'GET',
  input: selectEnterpriseSchema,
  output: z.union([enterpriseChoiceListSchema, userInfoSchema]),
});

/** The user portals of the enterprise open to the signed-in user. */
export const portalListCall = defineCall({
  name: 'apiPortal/portalList',
  method: 'GET',
  input: z.object({}),
  output: portalListSchema,
});

/** Save the caller's portal choice (GET by the spec); 0 = the enterprise's own look. */
export const saveSelectPortalCall = defineCall({
  name: 'apiPortal/portalList/SaveSelectPortal',
  method: 'GET',
  input: saveSelectPortalSchema,
  output: z.object({ selectedPortalId: z.number() }),
});

/** The mac client's single sign-on ticket → a session. */
export const macSsoLoginCall = defineCall({
  name: '/v1/login/mac-sso-login',
  method: 'POST',
  input: ssoLoginSchema,
  output: userInfoSchema,
});

/** The new PC client's ticket, or a hand-over from another app of the enterprise (/transferLogin) → a session. */
export const pcSsoLoginCall = defineCall({
  name: '/v1/login/new-pc-sso-login/index',
  method: 'POST',
  input: ssoLoginSchema,
  output: userInfoSchema,
});

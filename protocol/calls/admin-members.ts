import {
  adminMemberChangeSchema,
  adminMemberDetailSchema,
  adminMemberListParamsSchema,
  adminMemberListSchema,
  adminMemberParamsSchema,
  adminMemberResetParamsSchema,
  adminMemberResetSchema,
  adminMemberRevokeParamsSchema,
  adminMemberStatusParamsSchema,
  adminVisibilityItemsParamsSchema,
  adminVisibilitySetParamsSchema,
  memberCertificateChangeSchema,
  visibilityChangeSchema,
  visibilityItemsSchema,
} from '../schemas/admin-members';
import { defineCall } from './define-call';

/** The administrators' member calls (issue 27 item 3, decision 0054); not named by the specs. */

export const adminMemberListCall = defineCall({
  name: '/v1/admin/members/list',
  method: 'GET',
  input: adminMemberListParamsSchema,
  output: adminMemberListSchema,
});

export const adminMemberDetailCall = defineCall({
  name: '/v1/admin/members/detail',
  method: 'GET',
  input: adminMemberParamsSchema,
  output: adminMemberDetailSchema,
});

/** Lock, unlock, block or unblock; locking and blocking end the member's sessions at once. */
export const adminMemberStatusCall = defineCall({
  name: '/v1/admin/members/status',
  method: 'POST',
  input: adminMemberStatusParamsSchema,
  output: adminMemberChangeSchema,
});

/** A new initial password, shown once to the administrator; the member must change it (42228). */
export const adminMemberResetPasswordCall = defineCall({
  name: '/v1/admin/members/reset-password',
  method: 'POST',
  input: adminMemberResetParamsSchema,
  output: adminMemberResetSchema,
});

export const adminVisibilityItemsCall = defineCall({
  name: '/v1/admin/members/visibility/items',
  method: 'GET',
  input: adminVisibilityItemsParamsSchema,
  output: visibilityItemsSchema,
});

export const adminVisibilitySetCall = defineCall({
  name: '/v1/admin/members/visibility/set',
  method: 'POST',
  input: adminVisibilitySetParamsSchema,
  output: visibilityChangeSchema,
});

export const adminMemberRevokeCertificateCall = defineCall({
  name: '/v1/admin/members/certificate/revoke',
  method: 'POST',
  input: adminMemberRevokeParamsSchema,
  output: memberCertificateChangeSchema,
});

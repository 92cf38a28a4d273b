import type {
  AdminMemberChange,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberReset,
  HiddenItemKindValue,
  MemberStatusAction,
  VisibilityItems,
} from '../../../../protocol';
import {
  adminMemberDetailCall,
  adminMemberListCall,
  adminMemberResetPasswordCall,
  adminMemberRevokeCertificateCall,
  adminMemberStatusCall,
  adminVisibilityItemsCall,
  adminVisibilitySetCall,
} from '../../../../protocol/calls/admin-members';
import { api } from '../../../lib/api-client';

/** The pages show their own loading, error and refusal states. */
const quiet = { quiet: true } as const;

export interface MemberListQuery {
  page: number;
  keyword: string;
  departmentId: number | null;
  status: 'all' | 'active' | 'locked' | 'blocked';
}

export const MEMBER_PAGE_SIZE = 20;

export function getMembers(query: MemberListQuery): Promise<AdminMemberList> {
  return api.request(
    adminMemberListCall,
    {
      page: String(query.page),
      pageSize: String(MEMBER_PAGE_SIZE),
      status: query.status,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.departmentId ? { departmentId: String(query.departmentId) } : {}),
    },
    quiet,
  );
}

export function getMember(userId: number): Promise<AdminMemberDetail> {
  return api.request(adminMemberDetailCall, { userId: String(userId) }, quiet);
}

export function setMemberStatus(
  userId: number,
  action: MemberStatusAction,
  reason: string,
): Promise<AdminMemberChange> {
  return api.request(adminMemberStatusCall, { userId: String(userId), action, reason }, quiet);
}

export function resetMemberPassword(userId: number): Promise<AdminMemberReset> {
  return api.request(adminMemberResetPasswordCall, { userId: String(userId) }, quiet);
}

export function getVisibilityItems(
  userId: number,
  kind: HiddenItemKindValue,
  keyword: string,
  page: number,
): Promise<VisibilityItems> {
  return api.request(
    adminVisibilityItemsCall,
    { userId: String(userId), kind, page: String(page), pageSize: '10', ...(keyword ? { keyword } : {}) },
    quiet,
  );
}

export function setItemHidden(userId: number, kind: HiddenItemKindValue, itemId: number, hidden: boolean) {
  return api.request(
    adminVisibilitySetCall,
    { userId: String(userId), kind, itemId: String(itemId), hidden: hidden ? '1' : '0' },
    quiet,
  );
}

export function revokeMemberCertificate(userId: number, certificateId: number, reason: string) {
  return api.request(
    adminMemberRevokeCertificateCall,
    { userId: String(userId), certificateId: String(certificateId), reason },
    quiet,
  );
}
